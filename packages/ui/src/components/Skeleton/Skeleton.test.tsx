import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GameGridSkeleton, Skeleton } from './Skeleton.js';

describe('skeletons (spec section 4: the game list skeleton-loading state)', () => {
  it('announces one busy status for the whole grid', () => {
    render(<GameGridSkeleton label="Loading games" count={6} />);
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(screen.getByRole('status').textContent).toBe('Loading games');
  });

  it('reserves square art per card so content arriving does not shift the page', () => {
    const { container } = render(<GameGridSkeleton label="Loading games" count={2} />);
    const squares = [...container.querySelectorAll<HTMLElement>('span[aria-hidden="true"]')].filter((bone) =>
      bone.getAttribute('style')?.includes('aspect-ratio: 1'),
    );
    expect(squares).toHaveLength(2);
  });

  it('draws a single shape with the given size', () => {
    const { container } = render(<Skeleton shape="circle" width="40px" height="40px" />);
    const bone = container.firstElementChild as HTMLElement;
    expect(bone.style.inlineSize).toBe('40px');
    expect(bone.getAttribute('aria-hidden')).toBe('true');
  });
});
