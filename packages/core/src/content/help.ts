/** What the help centre needs of a topic (spec section 3: title, content, tag; sub-topics). */
export interface HelpTopicRef {
  id: string;
  tag: string;
  children?: readonly { id: string }[] | null;
}

/** The help centre's query: tag (e.g. terms), topic index i, sub-topic index c (spec section 2). */
export interface HelpQuery {
  tag?: string | null;
  i?: string | number | null;
  c?: string | number | null;
}

export interface HelpSelection {
  /** Index of the open topic, or -1 when there are no topics. */
  topicIndex: number;
  /** Index of the open sub-topic within it, or -1 for the topic itself. */
  childIndex: number;
}

function index(value: string | number | null | undefined, length: number): number | null {
  if (value === null || value === undefined || value === '') return null;
  const number = Number(value);
  return Number.isInteger(number) && number >= 0 && number < length ? number : null;
}

/**
 * The topic that opens (spec section 2): the tag wins (case-insensitive), else the index i
 * (zero-based), else the first topic; the sub-index c (zero-based) then picks one of its sub-topics.
 * Out-of-range or malformed values fall back rather than showing nothing.
 */
export function selectHelpTopic(topics: readonly HelpTopicRef[], query: HelpQuery): HelpSelection {
  if (topics.length === 0) return { topicIndex: -1, childIndex: -1 };
  const tag = query.tag?.trim().toLowerCase();
  const byTag = tag ? topics.findIndex((topic) => topic.tag.toLowerCase() === tag) : -1;
  const topicIndex = byTag >= 0 ? byTag : (index(query.i, topics.length) ?? 0);
  const children = topics[topicIndex]?.children ?? [];
  return { topicIndex, childIndex: index(query.c, children.length) ?? -1 };
}

/** The query that opens a topic (and sub-topic), as links and the side navigation write it. */
export function helpQueryFor(topicIndex: number, childIndex = -1): string {
  const query = new URLSearchParams({ i: String(topicIndex) });
  if (childIndex >= 0) query.set('c', String(childIndex));
  return `?${query.toString()}`;
}
