import {
  MARKETPLACE_LIMITS,
  PRODUCT_LANGUAGES,
  productDetailsInputSchema,
  type MarketplaceCategory,
  type ProductDetails,
  type ProductDetailsInput,
  type ProductLanguage,
} from '@storyloom/contracts';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../../components/ui/Button';
import { TextField } from '../../components/ui/TextField';
import { useApiClient } from '../../lib/api-client-context';
import { BAG_COVER, CoverPicker, NO_COVER, type CoverChoice } from './CoverPicker';
import { publishProduct, unsafeContentOf, userMessageOf } from './marketplace-api';
import { ProductCardView } from './ProductCardView';
import { ProductCover } from './ProductCover';
import { LANGUAGE_NAMES, ageRange, contentsSummary, countTypes } from './product-text';
import { useErrorText } from '../../lib/i18n';
import { useMarketplaceT } from './i18n';
import { SafetyMessage, type SafetyProblem } from './SafetyMessage';

const AGES = Array.from(
  { length: MARKETPLACE_LIMITS.ageYearsMax - MARKETPLACE_LIMITS.ageYearsMin + 1 },
  (_, index) => MARKETPLACE_LIMITS.ageYearsMin + index,
);

type Field = 'title' | 'description' | 'ageMax' | 'categoryIds';
type FieldErrors = Partial<Record<Field, string>>;

interface ProductDetailsFormProps {
  product: ProductDetails;
  categories: MarketplaceCategory[];
  /** The bag's own picture, when it has one (the publish flow draws it from the library). */
  bagCover: ReactNode | null;
  submitLabel: string;
  onPublished: (product: ProductDetails) => void;
  onCancel: () => void;
}

function initialCover(product: ProductDetails, hasBagCover: boolean): CoverChoice {
  const pictured = product.elements.filter((element) => element.image !== null);
  if (product.coverElementId && pictured.some((e) => e.id === product.coverElementId)) {
    return product.coverElementId;
  }
  if (hasBagCover) return BAG_COVER;
  return pictured[0]?.id ?? NO_COVER;
}

/**
 * The product's details with a live preview of its card, then PublishProduct. What is typed is
 * kept when the server refuses it; the child-safety answer says which words to change.
 */
export function ProductDetailsForm({
  product,
  categories,
  bagCover,
  submitLabel,
  onPublished,
  onCancel,
}: ProductDetailsFormProps) {
  const api = useApiClient();
  const ids = useId();
  const { t } = useMarketplaceT();
  const translateError = useErrorText();
  const [title, setTitle] = useState(product.title);
  const [description, setDescription] = useState(product.description);
  const [ageMin, setAgeMin] = useState(product.ageMin);
  const [ageMax, setAgeMax] = useState(product.ageMax);
  const [language, setLanguage] = useState<ProductLanguage>(product.language);
  const [categoryIds, setCategoryIds] = useState<string[]>(product.categoryIds);
  const [cover, setCover] = useState<CoverChoice>(() => initialCover(product, bagCover !== null));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [safety, setSafety] = useState<{ message: string; problems: SafetyProblem[] } | null>(null);

  const input: ProductDetailsInput = {
    id: product.id,
    title,
    description,
    ageMin,
    ageMax,
    language,
    categoryIds,
    coverElementId: cover === BAG_COVER || cover === NO_COVER ? null : cover,
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    const checked = productDetailsInputSchema.safeParse(input);
    if (!checked.success) {
      const found: FieldErrors = {};
      for (const issue of checked.error.issues) {
        const field = issue.path[0] as Field;
        found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    setSaving(true);
    setProblem(null);
    setSafety(null);
    try {
      onPublished(await publishProduct(api, input));
    } catch (error) {
      const unsafe = unsafeContentOf(error);
      if (unsafe) setSafety(unsafe);
      else setProblem(translateError(userMessageOf(error)));
      setSaving(false);
    }
  };

  const toggleCategory = (id: string) =>
    setCategoryIds((current) =>
      current.includes(id) ? current.filter((c) => c !== id) : [...current, id],
    );

  const pickedElement = product.elements.find((element) => element.id === cover);
  const previewCover =
    cover === BAG_COVER ? bagCover : <ProductCover image={pickedElement?.image ?? null} alt="" />;
  const errorId = (field: Field) => `${ids}-${field}-error`;
  const fieldError = (field: Field) =>
    errors[field] && (
      <span id={errorId(field)} className="market-form__error">
        {errors[field]}
      </span>
    );

  return (
    <div className="market-publish">
      <form className="market-form" onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          label={t('form.title')}
          name="title"
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          aria-invalid={errors.title ? true : undefined}
          hint={
            errors.title
              ? fieldError('title')
              : t('form.titleHint', { max: MARKETPLACE_LIMITS.titleMax })
          }
        />
        <div className="market-form__field">
          <label className="market-form__label" htmlFor={`${ids}-description`}>
            {t('form.description')}
          </label>
          <textarea
            id={`${ids}-description`}
            className="text-field__input market-form__description"
            value={description}
            rows={4}
            onChange={(event) => setDescription(event.target.value)}
            aria-invalid={errors.description ? true : undefined}
            aria-describedby={errors.description ? errorId('description') : undefined}
          />
          {fieldError('description')}
        </div>
        <fieldset className="market-form__ages">
          <legend className="market-form__label">{t('form.ages')}</legend>
          <label>
            {t('form.from')}
            <select value={ageMin} onChange={(event) => setAgeMin(Number(event.target.value))}>
              {AGES.map((age) => (
                <option key={age}>{age}</option>
              ))}
            </select>
          </label>
          <label>
            {t('form.to')}
            <select
              value={ageMax}
              onChange={(event) => setAgeMax(Number(event.target.value))}
              aria-invalid={errors.ageMax ? true : undefined}
              aria-describedby={errors.ageMax ? errorId('ageMax') : undefined}
            >
              {AGES.map((age) => (
                <option key={age}>{age}</option>
              ))}
            </select>
          </label>
          {fieldError('ageMax')}
        </fieldset>
        <div className="market-form__field">
          <label className="market-form__label" htmlFor={`${ids}-language`}>
            {t('form.language')}
          </label>
          <select
            id={`${ids}-language`}
            value={language}
            onChange={(event) => setLanguage(event.target.value as ProductLanguage)}
          >
            {PRODUCT_LANGUAGES.map((code) => (
              <option key={code} value={code}>
                {LANGUAGE_NAMES[code]}
              </option>
            ))}
          </select>
        </div>
        {categories.length > 0 && (
          <fieldset
            className="market-chips market-form__categories"
            aria-describedby={errors.categoryIds ? errorId('categoryIds') : undefined}
          >
            <legend className="market-form__label">
              {t('form.categories', { max: MARKETPLACE_LIMITS.categoriesPerProductMax })}
            </legend>
            {categories.map((category) => (
              <label key={category.id} className="market-chips__option">
                <input
                  type="checkbox"
                  checked={categoryIds.includes(category.id)}
                  onChange={() => toggleCategory(category.id)}
                />
                <span>{category.name}</span>
              </label>
            ))}
            {fieldError('categoryIds')}
          </fieldset>
        )}
        <CoverPicker
          value={cover}
          onChange={setCover}
          bagCover={bagCover}
          elements={product.elements}
        />
        {safety && <SafetyMessage message={safety.message} problems={safety.problems} />}
        {problem && (
          <p className="market-message market-message--error" role="alert">
            {problem}
          </p>
        )}
        {Object.keys(errors).length > 0 && (
          <p className="market-message market-message--error" role="alert">
            {t('form.needsLook')}
          </p>
        )}
        <div className="market-form__buttons">
          <Button type="submit" aria-busy={saving} aria-disabled={saving}>
            {saving ? t('form.publishing') : submitLabel}
          </Button>
          <Button variant="secondary" onClick={onCancel}>
            {t('cancel')}
          </Button>
        </div>
      </form>
      <section className="market-preview" aria-labelledby={`${ids}-preview`}>
        <h3 id={`${ids}-preview`} className="market-form__label">
          {t('form.preview')}
        </h3>
        <ProductCardView
          title={title}
          creatorName={product.creatorName}
          contents={contentsSummary(countTypes(product.elements.map((element) => element.type)), t)}
          ages={ageRange(ageMin, ageMax, t)}
          cover={previewCover}
        />
      </section>
    </div>
  );
}
