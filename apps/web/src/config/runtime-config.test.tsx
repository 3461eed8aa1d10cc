import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from '../app/ErrorBoundary';
import { readRuntimeConfig, RUNTIME_CONFIG_ELEMENT_ID } from './runtime-config';
import { RuntimeConfigProvider, useRuntimeConfig } from './RuntimeConfigProvider';

/** Puts the element the server fills into the test document, as index.html has it. */
function serveConfig(content: string): void {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = RUNTIME_CONFIG_ELEMENT_ID;
  element.textContent = content;
  document.head.append(element);
}

function ProductName() {
  return <p>{useRuntimeConfig().productName}</p>;
}

afterEach(() => {
  document.getElementById(RUNTIME_CONFIG_ELEMENT_ID)?.remove();
});

describe('readRuntimeConfig', () => {
  it('falls back to the defaults for the build-time {}', () => {
    serveConfig('{}');
    expect(readRuntimeConfig()).toEqual({
      productName: 'Storyloom',
      mailingListUrl: '',
      demoVideoUrl: null,
      apiBase: '',
      identityProvider: null,
      paymentsEnabled: false,
      phoneLineNumber: null,
      errorServiceDsn: null,
    });
  });

  it('reads what the server filled in', () => {
    serveConfig(
      JSON.stringify({
        productName: 'Bedtime Tales',
        mailingListUrl: 'https://lists.example.org/join',
        demoVideoUrl: 'https://video.example.org/demo',
        apiBase: 'https://api.example.org/',
        webOrigin: 'https://tales.example.org',
        identityProvider: { id: 'google', name: 'Google' },
        paymentsEnabled: true,
        phoneLineNumber: '+15005550006',
        errorServiceDsn: 'https://publickey@errors.example.org/7',
      }),
    );
    expect(readRuntimeConfig()).toEqual({
      productName: 'Bedtime Tales',
      mailingListUrl: 'https://lists.example.org/join',
      demoVideoUrl: 'https://video.example.org/demo',
      apiBase: 'https://api.example.org',
      webOrigin: 'https://tales.example.org',
      identityProvider: { id: 'google', name: 'Google' },
      paymentsEnabled: true,
      phoneLineNumber: '+15005550006',
      errorServiceDsn: 'https://publickey@errors.example.org/7',
    });
  });

  it.each([
    ['a product name that is not a string', '{"productName": 42}'],
    ['content that is not JSON', '{productName: Storyloom'],
    ['a mailing-list URL that is not http(s)', '{"mailingListUrl": "javascript:alert(1)"}'],
    ['a demo video URL that is not http(s)', '{"demoVideoUrl": "javascript:alert(1)"}'],
    ['an identity provider without a name', '{"identityProvider": {"id": "google"}}'],
    ['a blank product name', '{"productName": "   "}'],
    ['an API base that is not http(s)', '{"apiBase": "ftp://files.example.org"}'],
    ['a web origin that is not a URL', '{"webOrigin": "tales"}'],
    ['a payments flag that is not a boolean', '{"paymentsEnabled": "yes"}'],
    ['a phone line that is not an E.164 number', '{"phoneLineNumber": "call us"}'],
    ['an error service DSN that is not http(s)', '{"errorServiceDsn": "javascript:alert(1)"}'],
    ['content that is not an object', '["Storyloom"]'],
  ])('throws for %s', (_case, content) => {
    serveConfig(content);
    expect(() => readRuntimeConfig()).toThrow(/Invalid runtime configuration/);
  });
});

describe('RuntimeConfigProvider', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('provides the configuration from the page', () => {
    serveConfig('{"productName": "Bedtime Tales"}');
    render(
      <RuntimeConfigProvider>
        <ProductName />
      </RuntimeConfigProvider>,
    );
    expect(screen.getByText('Bedtime Tales')).toBeInTheDocument();
  });

  it('throws during render for invalid content, so the error boundary shows', () => {
    serveConfig('{"productName": 42}');
    render(
      <ErrorBoundary reload={vi.fn()}>
        <RuntimeConfigProvider>
          <ProductName />
        </RuntimeConfigProvider>
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'An error has occurred' })).toBeInTheDocument();
    expect(screen.queryByText('42')).not.toBeInTheDocument();
  });
});
