// Test and benchmark knobs in the page's address (`?timeLimit=MS`, `?workers=N`): each is read once and
// taken out of the address, so a reload (or a bookmark) gets the page's normal setting back.

/** The number `?name=` gives (Number() of its text: 0 where absent), the parameter taken out of the address. */
export function takeAddressNumber(name: string): number {
  const params = new URLSearchParams(location.search);
  const value = Number(params.get(name));
  if (params.has(name)) {
    params.delete(name);
    const rest = params.toString();
    history.replaceState(null, "", location.pathname + (rest ? `?${rest}` : "") + location.hash);
  }
  return value;
}
