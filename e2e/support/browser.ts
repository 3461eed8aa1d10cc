import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';

const CHROMIUM = '/usr/bin/chromium';

// Debian's Chromium; these flags keep it from reaching for a network this machine does not have.
const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Debian's Chromium, headless; `extraFlags` for a journey's own needs (a fake microphone). */
export function launchBrowser(extraFlags: string[] = []): Promise<Browser> {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`${CHROMIUM} is missing: install Debian's chromium (npm test does it as root)`);
  }
  return chromium.launch({ executablePath: CHROMIUM, args: [...CHROMIUM_FLAGS, ...extraFlags] });
}

export type FamilyPageOptions = BrowserContextOptions & {
  /**
   * A first visit asks whether to take the guided tour. Journeys about something else start as
   * a family that already answered 'Not now' once; the tour journey starts fresh.
   */
  freshVisitor?: boolean;
};

/** A page in a browser context of its own (its own cookies and storage). */
export async function openPage(
  browser: Browser,
  { freshVisitor = false, ...options }: FamilyPageOptions = {},
): Promise<Page> {
  const context = await browser.newContext(options);
  if (!freshVisitor) {
    // Runs in the page before its own scripts; a string, as the e2e code has no DOM types.
    await context.addInitScript("window.localStorage.setItem('tourPrompted', '1');");
  }
  return context.newPage();
}
