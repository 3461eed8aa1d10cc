import { configureStore } from '@reduxjs/toolkit';
import { act, render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, useNavigate } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearCampaignCode } from './campaign-cookie';
import { CampaignCode, demoRouteId } from './CampaignCode';
import { demoReducer } from './demo-slice';

let navigate: ReturnType<typeof useNavigate> = () => {};
function Navigator() {
  navigate = useNavigate();
  return null;
}

function renderAt(address: string, configuredDefault: string | null = null) {
  const store = configureStore({ reducer: { demo: demoReducer } });
  const tree = (withDefault: string | null) => (
    <Provider store={store}>
      <MemoryRouter initialEntries={[address]}>
        <Navigator />
        <CampaignCode configuredDefault={withDefault} />
      </MemoryRouter>
    </Provider>
  );
  const view = render(tree(configuredDefault));
  const rerenderWith = (nextDefault: string | null) => view.rerender(tree(nextDefault));
  return { code: () => store.getState().demo.campaignCode, rerenderWith };
}

const cookieValue = () => /demoExperienceCode=([^;]*)/.exec(document.cookie)?.[1] ?? null;

describe('the campaign code', () => {
  let written: string[];
  beforeEach(() => {
    clearCampaignCode();
    written = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      written.push(value);
      descriptor.set!.call(document, value);
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    clearCampaignCode();
  });

  it('reads the id of /story/demo/{id} only', () => {
    expect(demoRouteId('/story/demo/spring')).toBe('spring');
    expect(demoRouteId('/story/demo/spring/')).toBe('spring');
    expect(demoRouteId('/story/spring')).toBeNull();
    expect(demoRouteId('/story/demo/a/b')).toBeNull();
  });

  it('takes ?campaign= on any page and keeps it in the state and a 30-day Lax cookie', () => {
    const { code } = renderAt('/library?campaign=spring');
    expect(code()).toBe('spring');
    expect(cookieValue()).toBe('spring');
    expect(written.at(-1)).toBe('demoExperienceCode=spring; Max-Age=2592000; Path=/; SameSite=Lax');
  });

  it('prefers the route id to the query, and the query to the cookie already set', () => {
    renderAt('/story?campaign=earlier').code();
    const { code } = renderAt('/story/demo/route-code?campaign=query-code');
    expect(code()).toBe('route-code');
    expect(renderAt('/story?campaign=query-code').code()).toBe('query-code');
    expect(cookieValue()).toBe('query-code');
  });

  it('keeps the saved code on later pages, and the default never overwrites it', () => {
    renderAt('/story?campaign=spring');
    const { code, rerenderWith } = renderAt('/marketplace', 'welcome');
    expect(code()).toBe('spring');
    rerenderWith('welcome');
    expect(cookieValue()).toBe('spring');
    act(() => navigate('/library'));
    expect(code()).toBe('spring');
  });

  it('uses the configured default when nothing else names a campaign, and saves it', () => {
    const { code, rerenderWith } = renderAt('/story');
    expect(code()).toBeNull();
    expect(cookieValue()).toBeNull();
    rerenderWith('welcome');
    expect(code()).toBe('welcome');
    expect(cookieValue()).toBe('welcome');
  });

  it('ignores a malformed code instead of writing it into the cookie', () => {
    const { code } = renderAt('/story?campaign=%3Cscript%3E');
    expect(code()).toBeNull();
    expect(written).toEqual([]);
  });
});
