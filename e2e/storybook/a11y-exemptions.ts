/**
 * Stories whose serious or critical axe violations are the point of the story: a deliberately broken
 * state shown so that designers see it. Each names the rules it breaks and why; every other story must
 * have none (stories.spec.ts).
 */
export const A11Y_EXEMPT: Readonly<Record<string, { rules: string[]; reason: string }>> = {};
