import type { Schema } from '@whitelabel/api';
import { selectHelpTopic } from '@whitelabel/core';
import { useHelpCentre } from '@whitelabel/core/hooks';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';

const noTopics: Schema<'HelpTopic'>[] = [];

/**
 * The help topics and the one the query opens (spec section 2: tag, index i, sub-index c). The page
 * starts at the top, and again whenever another topic is chosen.
 */
export function useHelpSelection() {
  const [searchParams] = useSearchParams();
  const query = useHelpCentre();
  const topics = query.data ?? noTopics;
  const selection = selectHelpTopic(topics, { tag: searchParams.get('tag'), i: searchParams.get('i'), c: searchParams.get('c') });
  const topic = topics[selection.topicIndex];
  const child = selection.childIndex >= 0 ? topic?.children?.[selection.childIndex] : undefined;

  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [selection.topicIndex, selection.childIndex]);

  return { query, topics, selection, topic, child, search: searchParams.toString() };
}
