import { CARD_IMAGE_SEQUENCE } from '../constants';
import type { Promotion } from '../server-data/promotion-list';

/** A promotion's images in sequence order, those without an address left out. */
export function imagesInSequence(promotion: Pick<Promotion, 'announcementImages'>): Array<{ sequence: number; url: string }> {
  return [...(promotion.announcementImages ?? [])]
    .filter((image) => typeof image?.url === 'string' && image.url !== '')
    .sort((a, b) => Number(a.sequence) - Number(b.sequence));
}

/** The card's image: sequence 1, else the first there is. */
export function cardImage(promotion: Pick<Promotion, 'announcementImages'>): string | null {
  const images = imagesInSequence(promotion);
  return (images.find((image) => Number(image.sequence) === CARD_IMAGE_SEQUENCE) ?? images[0])?.url ?? null;
}
