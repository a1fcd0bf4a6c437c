import type { Meta, StoryObj } from '@storybook/react-vite';
import merchant from '@merchant';
import { FirstScreenShell } from './FirstScreenShell';
import '../styles/app.css';

type Screen = 'home' | 'login' | 'page';

/**
 * What index.html paints before any script: the shell's first screen for an address
 * (build/first-screen-route.ts names it on <html>; here a wrapper does, the same attribute).
 */
function FirstScreenDemo({ screen, artwork }: { screen: Screen; artwork: boolean }) {
  return (
    <div data-first-screen={screen} style={{ maxInlineSize: 420, marginInline: 'auto' }}>
      <FirstScreenShell logo={merchant.logo} name={merchant.name} artwork={artwork ? merchant.artwork : undefined} />
    </div>
  );
}

const meta = {
  title: 'Shell/First screen (index.html)',
  component: FirstScreenDemo,
  parameters: { layout: 'fullscreen' },
  args: { screen: 'home', artwork: true },
  argTypes: { screen: { control: 'inline-radio', options: ['home', 'login', 'page'] } },
} satisfies Meta<typeof FirstScreenDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Home: the brand, the merchant's artwork in the banner's box, skeletons of the heading and the two ways in. */
export const Home: Story = {};

/** Login: a title bar, the artwork that heads the login page, the form's skeletons. */
export const Login: Story = { args: { screen: 'login' } };

/** Any other page: a title bar until the page's own texts come. */
export const OtherPage: Story = { args: { screen: 'page' } };

/** A merchant without artwork: the banner's box stays empty, the login page has no head picture. */
export const HomeWithoutArtwork: Story = { args: { artwork: false } };

export const LoginWithoutArtwork: Story = { args: { screen: 'login', artwork: false } };

/** Right to left: the skeletons mirror, the artwork (no words) does not need to. */
export const HomeUrdu: Story = { globals: { language: 'UR' } };

export const LoginUrdu: Story = { args: { screen: 'login' }, globals: { language: 'UR' } };

export const HomeDark: Story = { globals: { theme: 'dark' } };

export const LoginDark: Story = { args: { screen: 'login' }, globals: { theme: 'dark' } };
