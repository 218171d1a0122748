import { describe, expect, it } from 'vitest';
import { helpQueryFor, selectHelpTopic } from './help.js';

const topics = [
  { id: '1', tag: 'terms' },
  { id: '2', tag: 'privacy' },
  { id: '3', tag: 'faq', children: [{ id: '10' }, { id: '11' }, { id: '12' }] },
];

describe('help centre topic choice (spec section 2: tag, index i, sub-index c)', () => {
  it('opens the topic of the tag, case-insensitively', () => {
    expect(selectHelpTopic(topics, { tag: 'privacy' })).toEqual({ topicIndex: 1, childIndex: -1 });
    expect(selectHelpTopic(topics, { tag: 'TERMS', i: '2' })).toEqual({ topicIndex: 0, childIndex: -1 });
  });
  it('opens the topic of index i and the sub-topic of index c (zero-based)', () => {
    expect(selectHelpTopic(topics, { i: '2' })).toEqual({ topicIndex: 2, childIndex: -1 });
    expect(selectHelpTopic(topics, { i: 2, c: '1' })).toEqual({ topicIndex: 2, childIndex: 1 });
  });
  it('falls back to the first topic for an unknown tag or an index out of range', () => {
    expect(selectHelpTopic(topics, { tag: 'nope' })).toEqual({ topicIndex: 0, childIndex: -1 });
    expect(selectHelpTopic(topics, { i: '9' })).toEqual({ topicIndex: 0, childIndex: -1 });
    expect(selectHelpTopic(topics, { i: '-1' })).toEqual({ topicIndex: 0, childIndex: -1 });
    expect(selectHelpTopic(topics, { i: 'x' })).toEqual({ topicIndex: 0, childIndex: -1 });
    expect(selectHelpTopic(topics, { i: '2', c: '7' })).toEqual({ topicIndex: 2, childIndex: -1 });
    expect(selectHelpTopic(topics, {})).toEqual({ topicIndex: 0, childIndex: -1 });
  });
  it('has nothing to open without topics', () => {
    expect(selectHelpTopic([], { tag: 'terms' })).toEqual({ topicIndex: -1, childIndex: -1 });
  });
  it('writes the query of a topic and sub-topic', () => {
    expect(helpQueryFor(2)).toBe('?i=2');
    expect(helpQueryFor(2, 0)).toBe('?i=2&c=0');
  });
});
