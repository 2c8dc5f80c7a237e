#!/usr/bin/env node
// Runs the pinned pnpm without a global install: a fresh machine only needs Node and npm.
import { pnpm } from './lib.mjs';

process.exitCode = pnpm(process.argv.slice(2));
