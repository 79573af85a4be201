import type { Page, TestInfo } from '@playwright/test';

/**
 * Keeps a picture of the screen for a person to look at, when `E2E_SCREENSHOTS` names a folder
 * (README: "Looking at every screen"). Named by project, test language and screen, so the phone and
 * desktop, Russian and English pictures of one screen sort together.
 */
export async function snap(page: Page, testInfo: TestInfo, language: string, screen: string) {
  const folder = process.env.E2E_SCREENSHOTS;
  if (!folder) return;
  await page.screenshot({ path: `${folder}/${screen}.${language}.${testInfo.project.name}.png` });
}
