// Setup of every jsdom test file (domPreset). Test files share their worker's jsdom and modules, so Testing
// Library's own unmount-after-each-test, registered once when it is first imported, would run for the first file
// only: it is registered here, for each file.
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());
