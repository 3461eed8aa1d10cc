import { PLAN_NAMES, planName, type Plan, type Subscription } from '@storyloom/contracts';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { ErrorBox } from '../../../components/ui/ErrorBox';
import { TextField } from '../../../components/ui/TextField';
import { useApiClient } from '../../../lib/api-client-context';
import { messageOf } from '../admin-errors';
import { useAdminT } from '../i18n';
import { changePlan, grantCredits, type UserRow } from './users-api';

export type UserAction = { kind: 'credits' | 'plan'; user: UserRow };

interface UserActionDialogProps {
  action: UserAction;
  onClose: () => void;
  onDone: (user: UserRow, subscription: Subscription, message: string) => void;
}

type Step = 'edit' | 'confirm' | 'saving';

/**
 * Grants credits or changes a plan in two steps: the administrator fills the form, then reads
 * back exactly what will happen and confirms, so a slip of the keyboard never moves credits.
 */
export function UserActionDialog({ action, onClose, onDone }: UserActionDialogProps) {
  const api = useApiClient();
  const { t } = useAdminT();
  const { user } = action;
  const [step, setStep] = useState<Step>('edit');
  const [amountText, setAmountText] = useState('');
  const [note, setNote] = useState('');
  const [plan, setPlan] = useState<Plan>(user.plan ?? 1);
  const [error, setError] = useState('');

  const amount = Number(amountText);
  const amountValid = amountText.trim() !== '' && Number.isInteger(amount) && amount !== 0;

  function review(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError('');
    if (action.kind === 'credits' && !amountValid) {
      setError(t('users.amountInvalid'));
      return;
    }
    setStep('confirm');
  }

  async function confirm() {
    setStep('saving');
    setError('');
    try {
      if (action.kind === 'credits') {
        const after = await grantCredits(api, user.id, { amount, note });
        onDone(
          user,
          after,
          t('users.granted', { email: user.email, credits: after.creditsAvailable }),
        );
      } else {
        const after = await changePlan(api, user.id, plan);
        const message = t('users.planChanged', {
          email: user.email,
          plan: planName(after.plan),
          credits: after.creditsAvailable,
        });
        onDone(user, after, message);
      }
    } catch (failure) {
      setError(messageOf(failure, t('genericError')));
      setStep('confirm');
    }
  }

  const title =
    action.kind === 'credits'
      ? t('users.grantOf', { email: user.email })
      : t('users.changePlanOf', { email: user.email });

  return (
    <Dialog title={title} onClose={onClose}>
      {step === 'edit' ? (
        <form className="admin-dialog-form" onSubmit={review} noValidate>
          {action.kind === 'credits' ? (
            <>
              <TextField
                label={t('users.amount')}
                inputMode="numeric"
                value={amountText}
                onChange={(event) => setAmountText(event.target.value)}
                autoFocus
              />
              <TextField
                label={t('users.note')}
                value={note}
                maxLength={300}
                onChange={(event) => setNote(event.target.value)}
              />
            </>
          ) : (
            <label className="admin-select">
              <span>{t('users.newPlan')}</span>
              <select
                value={plan}
                onChange={(event) => setPlan(Number(event.target.value) as Plan)}
                autoFocus
              >
                {PLAN_NAMES.map((name, index) => (
                  <option key={name} value={index + 1}>
                    {name}
                  </option>
                ))}
              </select>
            </label>
          )}
          {error !== '' && <p role="alert">{error}</p>}
          <div className="admin-dialog-actions">
            <Button type="submit">{t('users.next')}</Button>
            <Button variant="secondary" onClick={onClose}>
              {t('users.cancel')}
            </Button>
          </div>
        </form>
      ) : (
        <div className="admin-dialog-form">
          <p className="admin-result">{confirmation(action, amount, plan, t)}</p>
          {error !== '' && <ErrorBox message={error} />}
          <div className="admin-dialog-actions">
            {/* Focused on arrival so Enter confirms; kept enabled while saving so focus stays. */}
            <Button
              onClick={step === 'saving' ? undefined : confirm}
              aria-disabled={step === 'saving'}
              autoFocus
            >
              {step === 'saving' ? t('users.working') : t('users.confirm')}
            </Button>
            <Button
              variant="secondary"
              onClick={() => setStep('edit')}
              disabled={step === 'saving'}
            >
              {t('users.back')}
            </Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}

function confirmation(
  action: UserAction,
  amount: number,
  plan: Plan,
  t: ReturnType<typeof useAdminT>['t'],
): string {
  const email = action.user.email;
  if (action.kind === 'plan') return t('users.confirmPlan', { email, plan: planName(plan) });
  return amount > 0
    ? t('users.confirmGrant', { email, amount })
    : t('users.confirmRemove', { email, amount: -amount });
}
