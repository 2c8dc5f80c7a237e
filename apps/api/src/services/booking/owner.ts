/**
 * Who is asking: the visitor session (HttpOnly cookie, ADR 0205) and the client address. A hold or
 * order answers only to the session that made it; for anyone else it does not exist (404).
 */
export type TVisitor = { id: string; address: string };

export function isOwnedBy(row: { ownerId: string }, visitor: TVisitor): boolean {
  // Rows from before owners were recorded have '' and belong to no one.
  return row.ownerId !== '' && row.ownerId === visitor.id;
}
