import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextEncoder, TextDecoder } from 'node:util';
import { webcrypto } from 'node:crypto';

// jsdom lacks these; the session store encrypts with Web Crypto and the client encodes text.
Object.assign(globalThis, { TextEncoder, TextDecoder });
if (!globalThis.crypto?.subtle) Object.defineProperty(globalThis, 'crypto', { value: webcrypto });

// Lists render their rows in a deferred render (ListPage) and forms mount rich-text editors: on a 2-core machine
// running several projects at once the first rows took over the default 1 s to appear (they failed by time, not by
// behaviour, as with jest's testTimeout in jest.preset.cjs).
configure({ asyncUtilTimeout: 5_000 });
