import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CannedAnswers } from '@lotto/api-client/testing';
import { ShellStory } from '../testing/ShellStory';
import { bannersAnswer, HOME_BANNERS, NEVER, STORY_PATHS, UNREACHABLE } from '../testing/story-answers';
import { HomeBanners } from './HomeBanners';
import '../styles/app.css';

/** Home's banner box with the banner list answered so; the carousel takes over once the page has settled (about 2 s). */
function HomeBannersDemo({ answers }: { answers: CannedAnswers }) {
  return (
    <ShellStory answers={answers}>
      <div style={{ maxInlineSize: 420 }}>
        <HomeBanners />
      </div>
    </ShellStory>
  );
}

const meta = {
  title: 'Shell/Home banners',
  component: HomeBannersDemo,
  args: { answers: { [STORY_PATHS.banners]: bannersAnswer(HOME_BANNERS) } },
} satisfies Meta<typeof HomeBannersDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo merchant's four home banners: the first as a plain image, then the carousel (autoplay, swipe, "slide n of m"). */
export const Several: Story = {};

/** One banner: the carousel shows it without controls. */
export const One: Story = { args: { answers: { [STORY_PATHS.banners]: bannersAnswer(HOME_BANNERS.slice(0, 1)) } } };

/** The list on its way: the 5:2 box shows the merchant's artwork, as index.html did, so nothing below moves when the banners arrive. */
export const Loading: Story = { args: { answers: { [STORY_PATHS.banners]: NEVER } } };

/** An image that does not load (the simulator's address while it is not running): the box keeps its size and the banner's title stands in. */
export const ImageFails: Story = {
  args: {
    answers: {
      [STORY_PATHS.banners]: bannersAnswer(
        HOME_BANNERS.slice(0, 1).map((banner) => ({ ...banner, url: '/sim-assets/demo/banners/home-welcome.svg' })),
      ),
    },
  },
};

/** No home banners, or the list could not be loaded: the merchant's artwork stays in the box (a merchant without artwork shows no box). */
export const None: Story = { args: { answers: { [STORY_PATHS.banners]: UNREACHABLE } } };

export const Urdu: Story = { globals: { language: 'UR' } };

export const Dark: Story = { globals: { theme: 'dark' } };
