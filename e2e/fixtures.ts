import { test as base } from '@playwright/test';
import { createAccount, linkCouple, openSignedIn, type Person, type PersonOptions } from './people.ts';
import { LANGUAGES, wordsIn, type Language } from './words.ts';

export * from '@playwright/test';
export type { Person } from './people.ts';

/** Makes the people a test needs through the API, each signed in on a page of their own. */
export type People = {
  /** One finished account; `name` is made unique for the run. */
  person(name: string, options?: PersonOptions): Promise<Person>;
  /** Two finished accounts linked as partners, the first having invited the second. */
  couple(names: [string, string], options?: PersonOptions): Promise<[Person, Person]>;
  /** Links two people as partners through the API: the first invites, the second accepts. */
  link(inviter: Person, invitee: Person): Promise<void>;
};

/**
 * A test titled `ru: …` or `en: …`, or inside a group so titled, runs in that language whatever its
 * project speaks.
 */
function languageOfTitle(titlePath: readonly string[]): Language | undefined {
  for (const title of [...titlePath].reverse()) {
    const language = LANGUAGES.find((candidate) => title.startsWith(`${candidate}:`));
    if (language) return language;
  }
  return undefined;
}

// One stamp per worker process, and a count within it: usernames never meet across workers or runs.
const runStamp = `${Date.now().toString(36)}${process.pid.toString(36)}`;
let made = 0;

/**
 * Playwright's `test`, speaking the test's language, with people made through the API, and closing
 * the browser contexts a test opened itself.
 */
export const test = base.extend<
  {
    language: Language;
    words: ReturnType<typeof wordsIn>;
    people: People;
    closesOwnContexts: void;
  },
  { projectLanguage: Language }
>({
  /**
   * A journey runs once per project in the project's language (Russian on the phone, English on
   * the desktop: playwright.config.ts), so each journey meets both languages and both screens.
   * A check about language or layout itself names its language in its title, and so runs in it on
   * both screens.
   */
  projectLanguage: ['ru', { option: true, scope: 'worker' }],
  language: async ({ projectLanguage }, use, testInfo) =>
    use(languageOfTitle(testInfo.titlePath) ?? projectLanguage),
  words: async ({ language }, use) => use(wordsIn(language)),
  /**
   * The browser speaks the test's language (ADR 0032: unprefixed pages follow Accept-Language), and
   * so do the contexts a test opens itself, which inherit it.
   */
  locale: async ({ language }, use) => use(language === 'en' ? 'en-US' : 'ru-RU'),
  people: async ({ browser, request, baseURL }, use, testInfo) => {
    const person = async (name: string, options: PersonOptions = {}): Promise<Person> => {
      const username = `${name}_${testInfo.project.name.slice(0, 1)}${runStamp}${(made++).toString(36)}`;
      const identity = `dev-${username}`;
      const account = await createAccount(request, identity, username, options);
      const page = await openSignedIn(browser, baseURL!, account, options);
      return { page, username, identity, id: account.me.id, token: account.token };
    };
    const link = (inviter: Person, invitee: Person) => linkCouple(request, inviter, invitee);
    await use({
      person,
      link,
      async couple([first, second], options) {
        const a = await person(first, options);
        const b = await person(second, options);
        await link(a, b);
        return [a, b];
      },
    });
  },
  /**
   * Playwright closes only the contexts it opened; with one worker the others (the other person's
   * or device's, from `browser.newContext()`) would stay open, with their pages and service
   * workers, until the run ends.
   */
  closesOwnContexts: [
    async ({ browser }, use) => {
      const before = new Set(browser.contexts());
      await use();
      const opened = browser.contexts().filter((context) => !before.has(context));
      await Promise.all(opened.map((context) => context.close()));
    },
    { auto: true },
  ],
});
