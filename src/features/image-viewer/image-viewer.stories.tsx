import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { generateImageSvg } from '../../../mocks/image-art';
import type { ChatImage } from './chat-images';
import ImageViewerView, { type ImageViewerProps } from './image-viewer-view';

const image = (prompt: string, index: number): ChatImage => ({
  index,
  prompt,
  url: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(generateImageSvg(prompt))}`,
});

const IMAGES = [
  image('A red kite over a green hill', 1),
  image('A blue heron standing in the reeds at dawn, watercolour', 5),
  image('A grey owl on a snowy branch', 7),
];

/** The viewer as a chat holds it: the shown image's place is the chat's state. */
const Viewer = (props: ImageViewerProps) => {
  const [at, setAt] = useState(props.at);
  return <ImageViewerView {...props} at={at} onStep={setAt} />;
};

const meta = {
  title: 'Messages/Image viewer',
  component: Viewer,
  args: { open: true, images: IMAGES, at: 1, onStep: () => undefined, onClose: () => undefined },
} satisfies Meta<typeof Viewer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The second of a chat's three images: both sides to step to. */
export const Middle: Story = {
  play: async () => {
    const dialog = within(await within(document.body).findByRole('dialog'));
    await expect(dialog.getByRole('heading', { name: 'Image 2 of 3' })).toBeVisible();
    await userEvent.keyboard('{ArrowRight}');
    await expect(dialog.getByRole('heading', { name: 'Image 3 of 3' })).toBeVisible();
    await userEvent.keyboard('{ArrowLeft}');
  },
};

/** A chat's only image: nothing to step to. */
export const Only: Story = {
  args: { images: [IMAGES[0] as ChatImage], at: 0 },
  play: async () => {
    const dialog = within(await within(document.body).findByRole('dialog'));
    await expect(dialog.getByRole('heading', { name: 'Image 1 of 1' })).toBeVisible();
    await expect(dialog.queryByRole('button', { name: /image$/ })).toBeNull();
  },
};
