import { join } from 'node:path';
import { describeInBrowser, SCREENSHOTS, seededSiteInBrowser } from './support/browser';
import { picturesHeldAndShown } from './support/pictures';

// Helping people decide, in Chromium over the tiny catalogue: compare three vehicles and remove one; open a deal
// and read its PCP quote with its representative example; open "Why this score?"; compare the brokers for the car.

jest.setTimeout(90_000);

const SEEN_WITHIN_MS = 15_000;

describeInBrowser('deciding tools in the browser', () => {
  const world = seededSiteInBrowser();

  const shot = (name: string) => world.page.screenshot({ path: join(SCREENSHOTS, `deciding-${name}.png`), fullPage: true });
  const columns = () => world.page.getByRole('table').getByRole('columnheader');

  test('compare three vehicles side by side, then remove one', async () => {
    await world.page.goto(`${world.site.url}/car-leasing/search`);
    const compare = world.page.getByRole('button', { name: /^Compare the / });
    await compare.first().waitFor({ timeout: SEEN_WITHIN_MS });
    const names: string[] = [];
    for (let index = 0; index < 3; index++) {
      const button = compare.nth(index);
      names.push(((await button.getAttribute('aria-label')) ?? '').replace(/^Compare the /, ''));
      await button.click();
      await world.page.getByRole('button', { name: `Compare the ${names[index]}`, pressed: true }).first().waitFor();
    }
    await world.page.getByRole('link', { name: 'Compare 3 of 4' }).first().click();
    await world.page.getByRole('heading', { level: 1, name: 'Compare vehicles' }).waitFor();
    await world.page.getByRole('table').waitFor({ timeout: SEEN_WITHIN_MS });
    expect(await columns().count()).toBe(4); // the row labels, then three vehicles
    for (const name of names) await world.page.getByRole('columnheader', { name: new RegExp(name) }).first().waitFor();
    // Each vehicle compared shows its picture, its box held before it loads.
    expect(await picturesHeldAndShown(world.page.getByRole('table').locator('thead'))).toBe(3);
    await shot('1-compare');
    await world.page.getByRole('button', { name: `Remove the ${names[1]}` }).click();
    await world.page.getByRole('button', { name: `Remove the ${names[1]}` }).waitFor({ state: 'detached' });
    expect(await columns().count()).toBe(3);
    const link = world.page.getByRole('link', { name: /^\/compare\?vehicles=\d+,\d+$/ });
    expect(await link.count()).toBe(1);
  });

  test("a deal's PCP quote with its representative example, why it scores as it does, and its brokers", async () => {
    await world.page.goto(`${world.site.url}/car-leasing/search`);
    const first = world.page.getByRole('list', { name: 'Deals' }).getByRole('article').first().getByRole('heading', { level: 3 }).getByRole('link');
    await first.waitFor({ timeout: SEEN_WITHIN_MS });
    await first.click();
    await world.page.waitForURL(/\/deal$/);

    const pcp = world.page.getByRole('region', { name: 'Lease or buy on PCP?' });
    await pcp.waitFor({ timeout: SEEN_WITHIN_MS });
    await pcp.getByText(/^The lease costs £[\d,]+ in all and the car goes back/).waitFor();
    await pcp.getByRole('heading', { name: 'Representative example' }).waitFor();
    expect(await pcp.getByText('Representative APR').locator('xpath=following-sibling::dd').innerText()).toBe('7.9%');
    for (const label of ['Cash price', 'Deposit', 'Total amount of credit', 'Duration of agreement', 'Total amount payable', 'Fixed rate of interest per year']) {
      await pcp.getByText(label, { exact: true }).waitFor();
    }

    await world.page.getByText('Why this score?').click();
    await world.page.getByText(/^The formula with these numbers:/).waitFor({ timeout: SEEN_WITHIN_MS });
    await world.page.getByText(/^It is compared with \d+ other offers? in force/).waitFor();
    await shot('2-deal');

    await world.page.getByRole('link', { name: 'Compare the brokers offering this car' }).click();
    await world.page.getByRole('heading', { level: 1, name: /^Brokers for the / }).waitFor({ timeout: SEEN_WITHIN_MS });
    const brokers = world.page.getByRole('list', { name: 'Brokers' }).getByRole('listitem').filter({ has: world.page.getByRole('heading', { level: 2 }) });
    expect(await brokers.count()).toBeGreaterThan(0);
    await brokers.first().getByText('Cancellation terms (stated)').waitFor();
    await brokers.first().getByText(/^(No enquiries yet|\d+ of \d+ \(\d+(\.\d)?%\))$/).waitFor();
    await shot('3-brokers');
  });
});
