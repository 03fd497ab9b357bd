import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Route stubs run loaders and load route chunks before the first paint: on a busy machine that takes over a second.
configure({ asyncUtilTimeout: 5000 });

afterEach(cleanup);
