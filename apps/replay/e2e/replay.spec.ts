import { expect, test } from '@playwright/test';
import lz from 'lz-string';
import { stopClock } from '@klondike/config/e2e';
import { boardText, expectFoundations, fixtures, inLanguage, openFile, watchErrors } from './helpers.js';

const all = fixtures();
const first = all[0]!;
const withUndo = all.find((f) =>
  f.session.actions.some((a, i) => a.a === 'U' && i > 0 && f.session.actions[i - 1]!.a !== 'U'),
)!;

test('a broken file: invalid JSON is refused with a message, nothing is shown', async ({ page }, info) => {
  await page.goto('./');
  await openFile(page, info, 'broken.json', '{"format": "klondike-session", "version": 1,');
  await expect(page.getByTestId('replay-error')).toContainText('not valid JSON');
  await expect(page.getByTestId('replay-position')).toHaveCount(0);
});

test('a newer version and an unknown format are refused', async ({ page }, info) => {
  await page.goto('./');
  await openFile(page, info, 'v2.json', JSON.stringify({ ...first.session, version: 2 }));
  await expect(page.getByTestId('replay-error')).toContainText('a session of version 2, newer than this app can read');
  await openFile(page, info, 'other.json', JSON.stringify({ ...first.session, format: 'pgn' }));
  await expect(page.getByTestId('replay-error')).toContainText(
    'its format is \u2068"pgn"\u2069, not a Klondike session',
  );
});

for (const [language, dir, version, format, token, refused] of [
  [
    'he',
    'rtl',
    'זה קובץ משחק בגרסה 2, חדשה מזו שהיישום הזה יודע לקרוא.',
    'הפורמט שלו הוא \u2068"pgn"\u2069, לא קובץ משחק של קלונדייק',
    'פעולה 2 (\u2068T9-X\u2069) אינה פעולה בכתיב הפעולות.',
    'המשחק נדחה',
  ],
  [
    'nl',
    'ltr',
    'het is een spelbestand van versie 2, nieuwer dan deze app kan lezen.',
    'het formaat is \u2068"pgn"\u2069, geen Klondike-spelbestand',
    'actie 2 (\u2068T9-X\u2069) is geen actie van de notatie.',
    'Dit spel is geweigerd',
  ],
] as const)
  test(`a newer version, an unknown format and a bad token are said in the language, no English (${language})`, async ({
    page,
  }, info) => {
    await inLanguage(page, language);
    await page.goto('./');
    await expect(page.locator('html')).toHaveAttribute('dir', dir);
    const message = page.getByTestId('replay-error').locator('p').first();
    const english = /newer|reader|unknown format|expected|is not an action|not a session/;
    await openFile(page, info, 'v2.json', JSON.stringify({ ...first.session, version: 2 }));
    await expect(message).toContainText(version);
    await expect(message).toContainText(refused);
    await expect(message).not.toContainText(english);
    await openFile(page, info, 'other.json', JSON.stringify({ ...first.session, format: 'pgn' }));
    await expect(message).toContainText(format);
    await expect(message).not.toContainText(english);
    await page.screenshot({ path: info.outputPath(`refused-format-${language}.png`) });
    const actions = [first.session.actions[0]!, { a: 'T9-X' }];
    await openFile(page, info, 'token.json', JSON.stringify({ ...first.session, actions }));
    await expect(message).toContainText(token);
    await expect(message).not.toContainText(english);
    await page.screenshot({ path: info.outputPath(`refused-${language}.png`) });
  });

test('an illegal action at index N: the error names the index, the prefix stays watchable', async ({ page }, info) => {
  const errors = watchErrors(page);
  const actions = [...first.session.actions.slice(0, 5), { a: 'T1-T1' }, ...first.session.actions.slice(5)];
  await page.goto('./');
  await openFile(page, info, 'bad.json', JSON.stringify({ ...first.session, actions }));
  const error = page.getByTestId('replay-error');
  // in the page's words from the engine's refusal code, with the action index
  await expect(error).toContainText('action 6 (\u2068T1-T1\u2069) cannot be played. That is the same column.');
  await expect(error).toContainText('The replay stops at action 6: actions 1 to 5 can be watched.');
  await expect(page.getByTestId('replay-position')).toHaveText('action 0 of 5');
  await page.getByTestId('replay-end').click();
  await expect(page.getByTestId('replay-position')).toHaveText('action 5 of 5');
  // a good file afterwards clears the error
  await openFile(page, info, 'good.json', JSON.stringify(first.session));
  await expect(error).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('a two-game file whose 2nd line is bad: both games open, line 2 up to its bad action, named with its reason', async ({
  page,
}, info) => {
  const errors = watchErrors(page);
  const actions = [...first.session.actions.slice(0, 5), { a: 'T1-T1' }, ...first.session.actions.slice(5)];
  const good = all[1]!.session;
  const ndjson = `${JSON.stringify(good)}\n${JSON.stringify({ ...first.session, actions })}\n`;
  await page.goto('./');
  await openFile(page, info, 'bad.ndjson', ndjson);
  const error = page.getByTestId('replay-error');
  await expect(error).toContainText(
    'A game of this file is kept up to its refused action: line 2: action 6 (\u2068T1-T1\u2069) cannot be played. That is the same column.',
  );
  const rows = page.getByTestId('replay-game');
  await expect(rows).toHaveCount(2);
  // the row of line 2 says its result is not known, as a single refused file's summary says it
  const cut = 'not known: the file was refused at action 6';
  await expect(rows.last()).toContainText(cut);
  await expect(rows.first()).not.toContainText(cut);
  // the good game of line 1 whole, line 2 up to the action before its bad one
  await page.getByTestId('replay-choose').first().click();
  await expect(page.getByTestId('replay-position')).toHaveText(`action 0 of ${good.actions.length}`);
  await page.goto('./');
  await openFile(page, info, 'bad.ndjson', ndjson);
  await page.getByTestId('replay-choose').last().click();
  await expect(page.getByTestId('replay-position')).toHaveText('action 0 of 5');
  // no end of the game and no verdict on the whole game, as for a single refused file
  await expect(page.getByTestId('replay-summary').getByRole('heading')).toHaveText('As far as the file could be read');
  await expect(page.getByTestId('replay-result')).toHaveText(cut);
  await expect(page.getByTestId('winnable-summary')).toHaveText(
    'Still winnable before action 6, where the file was refused: the rest of the game is not known.',
  );
  expect(errors).toEqual([]);
});

test('Hebrew on a phone: the game cut short in a two-game file is named with its line and reason', async ({
  page,
}, info) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await inLanguage(page, 'he');
  const actions = [...first.session.actions.slice(0, 5), { a: 'T1-T1' }];
  const ndjson = `${JSON.stringify(all[1]!.session)}\n${JSON.stringify({ ...first.session, actions })}\n`;
  await page.goto('./');
  await openFile(page, info, 'bad.ndjson', ndjson);
  await expect(page.getByTestId('replay-error')).toContainText(
    'משחק אחד מהקובץ נשמר עד הפעולה שנדחתה: שורה 2: אי אפשר לשחק את פעולה 6 (\u2068T1-T1\u2069): זאת אותה עמודה.',
  );
  await page.screenshot({ path: info.outputPath('left-out-he-phone.png') });
});

test('a session is data: markup in it is shown as text, never run', async ({ page }, info) => {
  const errors = watchErrors(page);
  await page.goto('./');
  const evil = { ...first.session, actions: [{ a: '<img src=x onerror="window.pwned=1">' }] };
  await openFile(page, info, 'evil.json', JSON.stringify(evil));
  await expect(page.getByTestId('replay-error')).toContainText('<img');
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { pwned?: number }).pwned)).toBeUndefined();
  expect(errors).toEqual([]);
});

test('stepping back over an undo: the undone action comes back', async ({ page }, info) => {
  const actions = withUndo.session.actions;
  const u = actions.findIndex((a, i) => a.a === 'U' && i > 0 && actions[i - 1]!.a !== 'U') + 1; // 1-based frame of the undo
  await page.goto('./');
  await openFile(page, info, 'undo.json', JSON.stringify(withUndo.session));
  const item = (n: number) => page.locator(`[data-testid="replay-actions"] [data-index="${n}"] button`);
  await expect(item(u)).toHaveAttribute('data-kind', 'undo');
  await expect(item(u - 1)).toHaveAttribute('data-undone', 'true');
  await item(u - 2).click();
  await expect(page.getByTestId('replay-position')).toHaveText(`action ${u - 2} of ${actions.length}`);
  const before = await boardText(page);
  await item(u).click();
  await expect(item(u)).toHaveAttribute('aria-current', 'step');
  await expect(page.getByTestId('replay-current')).toHaveText(`Now: U (undo of ${u - 1})`);
  await expect(page.getByTestId('replay-position')).toHaveText(`action ${u} of ${actions.length}`);
  const afterUndo = await boardText(page);
  expect(afterUndo).toBe(before);
  await page.getByTestId('replay-back').click();
  await expect(page.getByTestId('replay-position')).toHaveText(`action ${u - 1} of ${actions.length}`);
  expect(await boardText(page)).not.toBe(afterUndo);
  await page.getByTestId('replay-forward').click();
  await expect(page.getByTestId('replay-position')).toHaveText(`action ${u} of ${actions.length}`);
  expect(await boardText(page)).toBe(afterUndo);
});

test('controls: play at 8x, pause, start, end, scrubber', async ({ page }, info) => {
  const m = first.session.actions.length;
  await page.clock.install();
  await page.goto('./');
  await openFile(page, info, 's.json', JSON.stringify(first.session));
  await stopClock(page);
  await page.getByTestId('replay-speed').selectOption('8');
  await page.getByTestId('replay-play').click();
  await expect(page.getByTestId('replay-play')).toContainText('Pause');
  await page.clock.runFor(1000);
  await expect(page.getByTestId('replay-position')).not.toHaveText(`action 0 of ${m}`);
  await page.getByTestId('replay-play').click();
  await expect(page.getByTestId('replay-play')).toContainText('Play');
  const paused = await page.getByTestId('replay-position').textContent();
  await page.clock.runFor(5000);
  await expect(page.getByTestId('replay-position')).toHaveText(paused!);
  await page.getByTestId('replay-end').click();
  await expect(page.getByTestId('replay-position')).toHaveText(`action ${m} of ${m}`);
  await expect(page.getByTestId('replay-summary')).toHaveClass(/ended/);
  await page.getByTestId('replay-start').click();
  await expect(page.getByTestId('replay-position')).toHaveText(`action 0 of ${m}`);
  await expectFoundations(page, [0, 0, 0, 0]);
  await page.getByTestId('replay-scrubber').fill('10');
  await expect(page.getByTestId('replay-position')).toHaveText(`action 10 of ${m}`);
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('replay-position')).not.toHaveText(`action 10 of ${m}`);
});

test('an NDJSON file lists its games to choose from', async ({ page }, info) => {
  const three = all.slice(0, 3);
  await page.goto('./');
  await openFile(page, info, 'games.ndjson', three.map((f) => JSON.stringify(f.session)).join('\n') + '\n');
  await expect(page.getByTestId('replay-game')).toHaveCount(3);
  await expect(page.getByTestId('replay-game').nth(1)).toContainText(three[1]!.expected.scoreText);
  await page.getByTestId('replay-choose').nth(1).click();
  const m = three[1]!.session.actions.length;
  await expect(page.getByTestId('replay-position')).toHaveText(`action 0 of ${m}`);
  await page.getByTestId('replay-end').click();
  await expect(page.getByTestId('score')).toHaveText(three[1]!.expected.scoreText);
  await page.getByTestId('replay-list').click();
  await expect(page.getByTestId('replay-game')).toHaveCount(3);
});

test('a file dropped on the page opens', async ({ page }) => {
  await page.goto('./');
  const text = JSON.stringify(first.session);
  await page.evaluate((t) => {
    const data = new DataTransfer();
    data.items.add(new File([t], 'dropped.json', { type: 'application/json' }));
    document.body.dispatchEvent(new DragEvent('dragover', { dataTransfer: data, bubbles: true, cancelable: true }));
    document.body.dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }));
  }, text);
  await expect(page.getByTestId('replay-position')).toHaveText(`action 0 of ${first.session.actions.length}`);
});

test('pasted JSON opens', async ({ page }) => {
  await page.goto('./');
  await page.getByTestId('replay-paste').fill(JSON.stringify(first.session));
  await page.getByTestId('replay-open-pasted').click();
  await expect(page.getByTestId('replay-position')).toHaveText(`action 0 of ${first.session.actions.length}`);
});

test('a ?session= link opens the compressed session; a damaged one is refused', async ({ page }) => {
  await page.goto(`./?session=${lz.compressToEncodedURIComponent(JSON.stringify(first.session))}`);
  await page.getByTestId('replay-end').click();
  await expect(page.getByTestId('score')).toHaveText(first.expected.scoreText);
  await expect(page.getByTestId('replay-play-deal')).toHaveAttribute('href', /^\/\?deck=/);
  await page.goto('./?session=not-a-session');
  await expect(page.getByTestId('replay-error')).toContainText(/no readable session|not valid JSON/);
});

test('?src= reads a same-origin file and refuses other origins', async ({ page }) => {
  await page.route('**/replay/recorded/game.json', (route) =>
    route.fulfill({ body: JSON.stringify(first.session), contentType: 'application/json' }),
  );
  await page.goto('./?src=recorded/game.json');
  await expect(page.getByTestId('replay-position')).toHaveText(`action 0 of ${first.session.actions.length}`);
  let asked = false;
  await page.route('http://elsewhere.example/**', (route) => {
    asked = true;
    return route.abort();
  });
  await page.goto('./?src=http://elsewhere.example/game.json');
  await expect(page.getByTestId('replay-error')).toContainText('Only a session on this site');
  expect(asked).toBe(false);
});

for (const [language, notFound, page] of [
  [
    'en',
    'No session was found at missing.json: not found (HTTP 404).',
    'No session was found at nowhere/game.json: not found (the site answered with its own web page).',
  ],
  [
    'he',
    'לא נמצא משחק ב־missing.json: הקובץ לא נמצא (HTTP 404).',
    'לא נמצא משחק ב־nowhere/game.json: הקובץ לא נמצא (האתר ענה בדף האינטרנט שלו).',
  ],
  [
    'nl',
    'Op missing.json is geen spel gevonden: niet gevonden (HTTP 404).',
    'Op nowhere/game.json is geen spel gevonden: niet gevonden (de site antwoordde met zijn eigen webpagina).',
  ],
] as const) {
  test(`?src= of a missing file says not found, in the language (${language})`, async ({ page: browser }) => {
    await inLanguage(browser, language);
    await browser.route('**/replay/missing.json', (route) =>
      route.fulfill({ status: 404, body: 'Not Found', contentType: 'text/plain' }),
    );
    await browser.goto('./?src=missing.json');
    await expect(browser.getByTestId('replay-error')).toContainText(notFound);
    // a host that answers every path with its web page (as the preview server does): not found either, never a JSON error
    await browser.goto('./?src=nowhere/game.json');
    const message = browser.getByTestId('replay-error').locator('p').first();
    await expect(message).toHaveText(page);
    // a host whose fallback page is not labelled HTML: its body tells, for a session file's address
    await browser.route('**/replay/plain/games.ndjson', (route) =>
      route.fulfill({ status: 200, body: '<!doctype html>\n<html><body>app</body></html>', contentType: 'text/plain' }),
    );
    await browser.goto('./?src=plain/games.ndjson');
    await expect(message).toHaveText(page.replace('nowhere/game.json', 'plain/games.ndjson'));
  });
}

for (const [language, where, somewhere] of [
  [
    'en',
    'This session was refused: the text is not valid JSON at line 3, column 3.',
    'This session was refused: the text is not valid JSON at line 1, column 2.',
  ],
  ['he', 'המשחק נדחה: הטקסט אינו JSON תקין בשורה 3, עמודה 3.', 'המשחק נדחה: הטקסט אינו JSON תקין בשורה 1, עמודה 2.'],
  [
    'nl',
    'Dit spel is geweigerd: de tekst is geen geldige JSON op regel 3, kolom 3.',
    'Dit spel is geweigerd: de tekst is geen geldige JSON op regel 1, kolom 2.',
  ],
] as const) {
  test(`a garbled pasted session says where, in the language, never the browser's message (${language})`, async ({
    page,
  }, info) => {
    await inLanguage(page, language);
    await page.goto('./');
    await page.getByTestId('replay-paste').fill('{\n  "format": "klondike-session",\n  oops\n}');
    await page.getByTestId('replay-open-pasted').click();
    const message = page.getByTestId('replay-error').locator('p').first();
    await expect(message).toHaveText(where);
    await page.screenshot({ path: info.outputPath(`garbled-${language}.png`) });
    await page.getByTestId('replay-paste').fill('nope');
    await page.getByTestId('replay-open-pasted').click();
    await expect(message).toHaveText(somewhere);
  });
}

test('real-time mode follows recorded times', async ({ page }, info) => {
  const m = first.session.actions.length;
  await page.clock.install();
  await page.goto('./');
  await openFile(page, info, 's.json', JSON.stringify(first.session));
  await stopClock(page);
  await page.getByTestId('replay-timing').selectOption('real');
  await expect(page.getByTestId('replay-shorten')).toBeChecked();
  await page.getByTestId('replay-speed').selectOption('8');
  await page.getByTestId('replay-play').click();
  await expect(page.getByTestId('replay-play')).toContainText('Pause');
  // the first action was recorded at 1.62 s: at 8x it comes after about 0.2 s, not before
  await page.clock.runFor(150);
  await expect(page.getByTestId('replay-position')).toHaveText(`action 0 of ${m}`);
  await page.clock.runFor(100);
  await expect(page.getByTestId('replay-position')).toHaveText(/action [1-9]\d* of/);
});

test('a shared fixture file ({session, expected}) opens as its session', async ({ page }, info) => {
  const f = all[0]!;
  await page.goto('./');
  await openFile(page, info, 'fixture.json', JSON.stringify({ session: f.session, expected: f.expected }, null, 2));
  const m = f.session.actions.length;
  await expect(page.getByTestId('replay-position')).toHaveText(`action 0 of ${m}`);
  await page.getByTestId('replay-end').click();
  await expect(page.getByTestId('score')).toHaveText(f.expected.scoreText);
});

test('at 390px the NDJSON game list fits: every game and its Watch button inside the screen', async ({
  page,
}, info) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const three = all.slice(0, 3);
  await page.goto('./');
  await openFile(page, info, 'games.ndjson', three.map((f) => JSON.stringify(f.session)).join('\n') + '\n');
  await expect(page.getByTestId('replay-game')).toHaveCount(3);
  for (const row of await page.getByTestId('replay-game').all()) {
    const box = (await row.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  }
  const button = (await page.getByTestId('replay-choose').last().boundingBox())!;
  expect(button.x + button.width).toBeLessThanOrEqual(390);
  const fits = await page.locator('.table-scroll').evaluate((el) => el.scrollWidth <= el.clientWidth);
  expect(fits).toBe(true);
  // each field keeps its name (shown before it), since the column headings are hidden at this width
  await expect(page.locator('[data-testid="replay-game"] td[data-label="Score"]')).toHaveCount(3);
  const label = await page
    .locator('td[data-label="Score"]')
    .first()
    .evaluate((el) => getComputedStyle(el, '::before').content);
  expect(label).toContain('Score');
});

test('a phone held sideways (844x390): the action list ends above the score chart, nothing runs under it', async ({
  page,
}, info) => {
  await page.setViewportSize({ width: 844, height: 390 });
  await page.goto('./');
  await openFile(page, info, 'first.json', JSON.stringify(first.session));
  const list = await page.getByTestId('replay-actions').boundingBox();
  const chart = await page.getByTestId('replay-chart').boundingBox();
  expect(list).not.toBeNull();
  expect(chart).not.toBeNull();
  expect(list!.y + list!.height).toBeLessThanOrEqual(chart!.y);
});
