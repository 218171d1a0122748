import { useState } from 'react';

/**
 * Counts how many times `open` became true. Used as a React key so a popup's draft state starts
 * afresh on each opening while staying on screen during the closing animation.
 */
export function useOpenings(open: boolean): number {
  const [openings, setOpenings] = useState(open ? 1 : 0);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setOpenings(openings + 1);
  }
  return openings;
}
