import { describe, expect, it } from 'vitest';
import { renderPage } from './entry-server.tsx';

const ORIGIN = 'http://duet.test';
const render = (path: string, cookies = '', subject?: { title: string; description: string }) =>
  renderPage(`${ORIGIN}${path}`, cookies, subject);

async function renderedPage(path: string, cookies = '') {
  const page = await render(path, cookies);
  if (page.kind !== 'page') throw new Error(`${path} redirected to ${page.location}`);
  return page;
}

describe('the server render', () => {
  it('renders the 18+ gate in the language of its address, with its layout and screen modules', async () => {
    const russian = await renderedPage('/18p/');
    expect(russian.status).toBe(200);
    expect(russian.html).toContain('Мне есть 18 лет');
    expect(russian.modules).toEqual([
      'src/app/layouts/default-layout.tsx',
      'src/app/routes/age-gate-page.tsx',
    ]);
    expect(russian.head).toMatchObject({ title: 'Только для взрослых — Duet', isPublic: true });

    const english = await renderedPage('/en/18p/');
    expect(english.html).toContain('I am 18 or older');
    expect(english.head.title).toBe('Adults only — Duet');
  });

  it('renders the gate as a form that posts before the scripts run, carrying a safe next', async () => {
    const gate = await renderedPage(`/en/18p/?next=${encodeURIComponent('/en/collections/')}`);
    expect(gate.html).toMatch(
      /<form [^>]*method="post"[^>]*><input type="hidden" name="next" value="\/en\/collections\/"\/><button type="submit"[^>]*data-works-before-scripts=""[^>]*>I am 18 or older</,
    );
    // "Leave" needs the scripts (it goes back in history): the server sends it disabled.
    expect(gate.html).toMatch(/<button type="button"[^>]*disabled=""[^>]*>Leave</);
    const offSite = await renderedPage(`/en/18p/?next=${encodeURIComponent('//evil.example/')}`);
    expect(offSite.html).toContain('<input type="hidden" name="next" value="/en/"/>');
  });

  it('runs the route guards on the request cookies: a first visit goes to the gate', async () => {
    expect(await render('/')).toEqual({ kind: 'redirect', status: 302, location: '/18p/?next=%2F' });
    expect(await render('/en/fantasies/candlelit-bath/')).toMatchObject({
      kind: 'redirect',
      location: '/en/18p/?next=%2Fen%2Ffantasies%2Fcandlelit-bath%2F',
    });
    expect(await render('/profile/')).toMatchObject({ location: '/auth/login/?next=%2Fprofile%2F' });

    const feed = await renderedPage('/', 'accepted18p=1');
    expect(feed.head).toMatchObject({ title: 'Фантазии — Duet', isPublic: true });
    expect(feed.modules).toContain('src/app/routes/fantasies-feed-page.tsx');
  });

  it('follows a remembered English choice on unprefixed addresses', async () => {
    expect(await render('/about/', 'locale=en')).toMatchObject({
      kind: 'redirect',
      location: '/en/about/',
    });
  });

  it('titles a fantasy page with what the server knows about it', async () => {
    const page = await render('/fantasies/candlelit-bath/', 'accepted18p=1', {
      title: 'Ванна при свечах',
      description: 'Тёплая вода и свечи.',
    });
    expect(page).toMatchObject({
      kind: 'page',
      head: { title: 'Ванна при свечах — Duet', description: 'Тёплая вода и свечи.', isPublic: true },
    });
  });

  it('renders the collections as public pages, a collection titled with what the server knows', async () => {
    const covers = await renderedPage('/en/collections/', 'accepted18p=1');
    expect(covers.head).toMatchObject({ title: 'Collections — Duet', isPublic: true });
    expect(covers.html).toContain('Collections');
    expect(covers.modules).toContain('src/app/routes/collections-page.tsx');
    const page = await render('/collections/slow-evenings/', 'accepted18p=1', {
      title: 'Медленные вечера',
      description: 'Никуда не спешить и быть вдвоём',
    });
    expect(page).toMatchObject({
      kind: 'page',
      head: {
        title: 'Медленные вечера — Duet',
        description: 'Никуда не спешить и быть вдвоём',
        isPublic: true,
      },
    });
  });

  it('keeps the language of each page when renders overlap', async () => {
    const pages = await Promise.all(
      Array.from({ length: 6 }, (_, i) => renderedPage(i % 2 ? '/en/about/' : '/about/')),
    );
    pages.forEach((page, i) => {
      expect(page.head.title).toBe(i % 2 ? 'About Duet — Duet' : 'О Duet — Duet');
      expect(page.html).toContain(i % 2 ? 'Skip to content' : 'Перейти к содержимому');
    });
  });

  it('keeps the cookies of each request to itself when renders overlap', async () => {
    const [visitor, adult] = await Promise.all([render('/matches/'), render('/matches/', 'accepted18p=1')]);
    expect(visitor.kind).toBe('redirect');
    expect(adult.kind).toBe('page');
  });

  it('renders the legal pages for a first visitor, without the 18+ gate, with their dates', async () => {
    const policy = await renderedPage('/privacy/');
    expect(policy.head).toMatchObject({ title: 'Политика конфиденциальности — Duet', isPublic: true });
    expect(policy.html).toMatch(
      /<h1>Политика конфиденциальности<\/h1><p class="legal__date">Редакция от 27 ноября 2026 г.<\/p>/,
    );
    expect(policy.html).toContain('<caption>Что Duet хранит о вас</caption>');
    expect(policy.modules).toContain('src/app/routes/privacy-policy-page.tsx');

    const terms = await renderedPage('/en/terms/');
    expect(terms.head.title).toBe('Terms of use — Duet');
    expect(terms.html).toContain('Version of November 27, 2026');

    const statement = await renderedPage('/en/accessibility/');
    expect(statement.head.title).toBe('Accessibility statement — Duet');
    expect(statement.html).toContain('Last reviewed on November 27, 2026');
    expect(statement.html).toContain('2.5.8 Target size (minimum)');
  });

  it('names the operator the server was configured with, and says so when there is none', async () => {
    const operator = { name: 'ООО «Дуэт»', contacts: ['mailto:privacy@duet.example'] };
    const page = await renderPage(`${ORIGIN}/terms/`, '', undefined, operator);
    if (page.kind !== 'page') throw new Error('the terms redirected');
    expect(page.html).toContain('<dd>ООО «Дуэт»</dd>');
    expect(page.html).toContain('<a href="mailto:privacy@duet.example">privacy@duet.example</a>');
    expect((await renderedPage('/en/terms/')).html).toContain('Not yet published on this server.');
  });
});
