import { http, HttpResponse } from 'msw';
import { db, IMAGE_PATH_PREFIX } from '../db/store';
import { generateImageSvg } from '../image-art';

/**
 * Opening an image in a new tab is a navigation, which MSW's worker does not answer.
 * In the browser the images are mirrored into Cache Storage, where the app's own service
 * worker (public/parley-mock-sw.js) finds them. Node has no such mirror.
 */
export const imageMirror: { put?: (path: string, svg: string) => Promise<void> } = {};

export const mirrorImage = (id: string, prompt: string): void => {
  void imageMirror.put?.(`${IMAGE_PATH_PREFIX}${id}.svg`, generateImageSvg(prompt)).catch(() => {
    // the inline image still works through MSW; only the new-tab view would miss it
  });
};

export const imageHandlers = [
  http.get(`*${IMAGE_PATH_PREFIX}:file`, async ({ params }) => {
    const id = String(params.file).replace(/\.svg$/, '');
    const image = await db.findImage(id);
    if (!image) return new HttpResponse('Image not found', { status: 404 });
    mirrorImage(image._id, image.prompt);
    return new HttpResponse(generateImageSvg(image.prompt), {
      headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=31536000' },
    });
  }),
];
