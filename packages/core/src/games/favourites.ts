/** Favourite games are node ids kept as strings (spec section 3). */
export type FavouriteIds = readonly string[];

export function isFavourite(ids: FavouriteIds, nodeId: string | number): boolean {
  return ids.includes(String(nodeId));
}

/** Adding is skipped when the id is already there (the same array comes back). */
export function addFavourite(ids: FavouriteIds, nodeId: string | number): FavouriteIds {
  const id = String(nodeId);
  return ids.includes(id) ? ids : [...ids, id];
}

export function removeFavourite(ids: FavouriteIds, nodeId: string | number): FavouriteIds {
  const id = String(nodeId);
  return ids.includes(id) ? ids.filter((existing) => existing !== id) : ids;
}

export interface FavouriteToggle {
  action: 'add' | 'remove';
  nodeId: string;
  /**
   * The list to show before the server answers: removal updates the local list immediately, then
   * the server is told; adding waits for the server (spec section 4).
   */
  optimistic: FavouriteIds;
}

/** What a heart tap does (spec section 4: toggle adds or removes). */
export function planFavouriteToggle(ids: FavouriteIds, nodeId: string | number): FavouriteToggle {
  const id = String(nodeId);
  return isFavourite(ids, id) ? { action: 'remove', nodeId: id, optimistic: removeFavourite(ids, id) } : { action: 'add', nodeId: id, optimistic: ids };
}
