/**
 * A visitor holding a table, as a browser becomes one: it asks for a CSRF token (the `_csrf`
 * secret cookie), reads the place's seats and menus, and holds a table for two, which sets the
 * `hold_id` and `td_visitor` cookies. Its `Cookie` header is what the pages bench sends for the
 * "visitor holding a table" rows.
 */
type TStocks = { entities: { times: { time: string; time_end: string; status: string; seats: number[] }[] } };
type TMenus = { data: { id: number; status: string }[] };

/** Each Set-Cookie's name=value kept in a jar, as a browser would send them back. */
function keepCookies(jar: Map<string, string>, response: Response) {
  for (const cookie of response.headers.getSetCookie()) {
    const [pair = ''] = cookie.split(';');
    const at = pair.indexOf('=');
    if (at > 0) jar.set(pair.slice(0, at), pair.slice(at + 1));
  }
}

const cookieHeader = (jar: Map<string, string>) =>
  [...jar].map(([name, value]) => `${name}=${value}`).join('; ');

async function json<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(`${response.url} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** Holds a table for two at `slug` today and returns the visitor's Cookie header. */
export async function holdTableCookie(apiAddress: string, slug: string): Promise<string> {
  const api = `${apiAddress}/api/v4`;
  const jar = new Map<string, string>();
  const tokenAnswer = await fetch(`${api}/csrf-token`);
  keepCookies(jar, tokenAnswer);
  const { token } = await json<{ token: string }>(tokenAnswer);
  const product = await json<{ id: number }>(await fetch(`${api}/products/${slug}?local=da`));
  const stocks = await json<TStocks>(await fetch(`${api}/products/${product.id}/stocks?local=da`));
  const menus = await json<TMenus>(await fetch(`${api}/products/${product.id}/menus?local=da`));
  const times = stocks.entities.times.filter((slot) => slot.status === 'in-stock' && slot.seats.includes(2));
  // The first time and menu the place accepts (a menu may be served at some times only).
  for (const slot of times)
    for (const menu of menus.data.filter((item) => item.status === 'in-stock')) {
      const answer = await fetch(`${api}/booking/${product.id}/hold`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-csrf-token': token, cookie: cookieHeader(jar) },
        body: JSON.stringify({
          seat: 2,
          time: slot.time,
          time_end: slot.time_end,
          menus: [{ id: menu.id, count: 2 }],
          lang: 'da',
        }),
      });
      await answer.arrayBuffer();
      if (answer.ok) {
        keepCookies(jar, answer);
        if (!jar.has('hold_id')) throw new Error('the hold answer set no hold_id cookie');
        return cookieHeader(jar);
      }
    }
  throw new Error(`no table for two could be held at ${slug}`);
}
