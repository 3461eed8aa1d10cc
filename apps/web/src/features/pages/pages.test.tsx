import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '../../config/paths';
import { renderAt, testConfig } from '../../test/render';
import { articles, formatArticleDate } from './articles';
import { HelpLink } from './HelpLink';
import * as ContentPages from './lazy-pages';

/** The content routes as the app wires them, each page loaded on demand. */
function ContentRoutes({ onShowTour = () => {} }: { onShowTour?: () => void }) {
  return (
    <Routes>
      <Route path={paths.terms} element={<ContentPages.TermsPage />} />
      <Route path={paths.privacy} element={<ContentPages.PrivacyPage />} />
      <Route path={paths.about} element={<ContentPages.AboutPage />} />
      <Route path={paths.help} element={<ContentPages.HelpPage onShowTour={onShowTour} />} />
      <Route path={paths.media} element={<ContentPages.MediaPage />} />
      <Route path={paths.mediaMaterials} element={<ContentPages.MaterialsPage />} />
      <Route path={`${paths.media}/:articleId`} element={<ContentPages.ArticlePage />} />
      <Route path="/settings" element={<h1>Settings stand-in</h1>} />
    </Routes>
  );
}

const h1 = () => screen.findByRole('heading', { level: 1 });
const location = () => screen.getByTestId('location');

describe('content pages', () => {
  it.each([
    ['/terms', 'Terms & Conditions'],
    ['/privacy', 'Privacy Policy'],
    ['/about', 'About Storyloom'],
    ['/help', 'Help'],
    ['/media', 'Media'],
    ['/media/materials', 'Brand materials'],
  ])('%s shows one h1: %s', async (path, title) => {
    renderAt(<ContentRoutes />, { path });
    expect(await h1()).toHaveTextContent(title);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('uses the configured product name wherever the text names the product', async () => {
    renderAt(<ContentRoutes />, {
      path: '/about',
      config: testConfig({ productName: 'Moonbeam' }),
    });
    expect(await h1()).toHaveTextContent('About Moonbeam');
    expect(document.body.textContent).not.toContain('{productName}');
    expect(document.body.textContent).not.toContain('Storyloom');
  });

  it('credits OpenMoji under CC BY-SA 4.0 on the About page', async () => {
    renderAt(<ContentRoutes />, { path: '/about' });
    await h1();
    expect(screen.getByRole('link', { name: /^OpenMoji/ })).toHaveAttribute(
      'href',
      'https://openmoji.org/',
    );
    expect(document.body.textContent).toContain('CC BY-SA 4.0');
  });

  it('privacy names the visitor cookie and its lifetime, and how to export and delete', async () => {
    renderAt(<ContentRoutes />, { path: '/privacy' });
    await h1();
    const text = document.body.textContent ?? '';
    expect(text).toContain('dac_visitor_id');
    expect(text).toContain('2 years');
    expect(
      screen.getByRole('heading', { level: 2, name: 'Download or delete everything' }),
    ).toBeInTheDocument();
    expect(text).toMatch(/Export/);
    expect(text).toMatch(/Delete account/);
    expect(text).toMatch(/never sell/i);
  });

  it('follows a link into the app through the router', async () => {
    const user = userEvent.setup();
    renderAt(<ContentRoutes />, { path: '/privacy' });
    await h1();
    await user.click(screen.getAllByRole('link', { name: 'Settings' })[0]!);
    expect(await h1()).toHaveTextContent('Settings stand-in');
    expect(location()).toHaveTextContent('/settings');
  });

  it('lists help topics that jump to their headings', async () => {
    renderAt(<ContentRoutes />, { path: '/help' });
    await h1();
    const topic = screen.getByRole('link', { name: 'Sharing a link, and stopping it' });
    const target = document.getElementById(topic.getAttribute('href')!.slice(1));
    expect(target).toHaveTextContent('Sharing a link, and stopping it');
    expect(target?.tagName).toBe('H2');
  });

  it("Help's tour button asks the app to re-enable the tour and says it did", async () => {
    const user = userEvent.setup();
    const onShowTour = vi.fn();
    renderAt(<ContentRoutes onShowTour={onShowTour} />, { path: '/help' });
    await h1();
    await user.click(screen.getByRole('button', { name: 'Show me the guided tour again' }));
    expect(onShowTour).toHaveBeenCalledTimes(1);
    const tourSection = screen.getByRole('region', { name: 'See the guided tour again' });
    expect(within(tourSection).getByRole('status')).toHaveTextContent('The tour is on again.');
    expect(screen.getByRole('link', { name: 'Start on the story page' })).toHaveAttribute(
      'href',
      '/story',
    );
  });
});

describe('media', () => {
  it('lists every article with its title, date and summary, linking to its page', async () => {
    renderAt(<ContentRoutes />, { path: '/media' });
    await h1();
    const list = screen.getByRole('region', { name: 'Articles' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(articles.length);
    const first = articles[0]!;
    const item = items[0]!;
    expect(within(item).getByRole('link')).toHaveAttribute('href', `/media/${first.id}`);
    expect(item).toHaveTextContent(formatArticleDate(first.date));
    expect(item.querySelector('time')).toHaveAttribute('datetime', first.date);
    expect(item.textContent).not.toContain('{productName}');
  });

  it('links to the brand materials', async () => {
    renderAt(<ContentRoutes />, { path: '/media' });
    await h1();
    expect(screen.getByRole('link', { name: 'brand materials page' })).toHaveAttribute(
      'href',
      '/media/materials',
    );
  });

  it('opens an article from the list, with its title as the page heading', async () => {
    const user = userEvent.setup();
    const article = articles.find((each) => each.id === 'why-bedtime-stories')!;
    renderAt(<ContentRoutes />, { path: '/media' });
    await h1();
    await user.click(screen.getByRole('link', { name: article.title }));
    // The article loads on demand: wait for its heading, not for whichever h1 is there now.
    await screen.findByRole('heading', { level: 1, name: article.title });
    expect(location()).toHaveTextContent('/media/why-bedtime-stories');
    expect(screen.getByText(formatArticleDate(article.date))).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('link', { name: /All articles/ })).toHaveAttribute('href', '/media');
  });

  it('fills the product name into article titles and bodies', async () => {
    renderAt(<ContentRoutes />, {
      path: '/media/a-story-in-three-steps',
      config: testConfig({ productName: 'Moonbeam' }),
    });
    await h1();
    expect(document.body.textContent).toContain('Moonbeam');
    expect(document.body.textContent).not.toContain('{productName}');
  });

  it('answers an unknown article kindly, inside the page, with a way back', async () => {
    renderAt(<ContentRoutes />, { path: '/media/no-such-article' });
    expect(await h1()).toHaveTextContent('We couldn’t find that article');
    expect(screen.getByRole('link', { name: /All articles/ })).toHaveAttribute('href', '/media');
    expect(location()).toHaveTextContent('/media/no-such-article');
  });
});

describe('HelpLink', () => {
  it('is a link named Help that goes to /help', () => {
    renderAt(<HelpLink />);
    expect(screen.getByRole('link', { name: 'Help' })).toHaveAttribute('href', '/help');
  });
});
