import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import { createLocalStorage } from './local-storage';
import { describeFileStorageContract } from './storage-contract-test-support';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'cofound-uploads-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describeFileStorageContract('local', () => createLocalStorage(root));
