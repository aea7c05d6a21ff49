import '@testing-library/jest-dom';
import { TextEncoder, TextDecoder } from 'node:util';
import { webcrypto } from 'node:crypto';

// jsdom lacks these; the session store encrypts with Web Crypto and the client encodes text.
Object.assign(globalThis, { TextEncoder, TextDecoder });
if (!globalThis.crypto?.subtle) Object.defineProperty(globalThis, 'crypto', { value: webcrypto });
