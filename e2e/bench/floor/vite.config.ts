import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The floor app `pnpm bench --compare` measures the product against: the same libraries and build
 * target, served under /m/ by the same simulator, with nothing on its home but a heading and two buttons.
 */
export default defineConfig({
  base: '/m/',
  plugins: [react()],
  build: { target: ['es2018', 'safari12', 'chrome64'], modulePreload: { polyfill: false }, reportCompressedSize: false },
});
