/**
 * Does a concrete path (no query) match one of PAGE_PATHS' router patterns? `$name` matches one
 * non-empty segment. Only the tests ask this (the router itself matches in the web app), so it
 * lives beside them rather than in the package.
 */
export const matchesPagePath = (pattern: string, pathname: string): boolean => {
  const want = pattern.replace(/\/$/, '').split('/');
  const have = pathname.replace(/\/$/, '').split('/');
  return (
    want.length === have.length &&
    want.every((segment, index) => (segment.startsWith('$') ? have[index] !== '' : segment === have[index]))
  );
};
