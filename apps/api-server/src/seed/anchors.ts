/** Live-stream anchors and models: demo content defined in code, like the game catalogue. */
export const anchors = ['Mai', 'Ploy', 'Linh', 'Anna', 'Bella', 'Mika', 'Nina', 'Joy', 'Fah', 'Kim', 'Yuki', 'Rose'].map((nickname, i) => ({
  anchorId: `A${String(i + 1).padStart(3, '0')}`,
  nickname,
  online: i % 3 !== 0,
  streaming: i % 2 === 0,
  followers: 1_000 + ((i * 7_919) % 50_000),
  promoted: i < 4,
}));

export const liveModels = ['Aria', 'Luna', 'Sora', 'Nova', 'Ivy', 'Zoe', 'Emi', 'Lily'].map((nickname, i) => ({
  modelId: `M${String(i + 1).padStart(3, '0')}`,
  nickname,
  active: i % 4 !== 3,
  streaming: i % 2 === 0,
  viewers: 50 + ((i * 1_237) % 3_000),
}));
