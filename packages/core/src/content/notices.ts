/** A notice list entry as the list shows it. */
export interface NoticeEntry {
  id: string | number;
  title: string;
  content: string;
  startDate: string;
  read?: boolean | number | null;
}

/**
 * An empty notice list falls back to one placeholder entry with the no-announcement text
 * (spec section 2). The placeholder has no id and is never marked read.
 */
export type NoticeListEntry<N> = { kind: 'notice'; notice: N } | { kind: 'placeholder'; titleKey: 'notice.empty' };

export function noticeListEntries<N>(notices: readonly N[]): NoticeListEntry<N>[] {
  if (notices.length === 0) return [{ kind: 'placeholder', titleKey: 'notice.empty' }];
  return notices.map((notice) => ({ kind: 'notice', notice }));
}

/** Marks one notice read in a local list (before the server is told and the list reloads). */
export function markNoticeReadLocally<N extends { id: string | number; read?: boolean | number | null }>(notices: readonly N[], id: string | number): N[] {
  return notices.map((notice) => (String(notice.id) === String(id) ? { ...notice, read: true } : notice));
}
