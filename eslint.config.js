import shared from './tooling/eslint.config.js';

export default shared;
