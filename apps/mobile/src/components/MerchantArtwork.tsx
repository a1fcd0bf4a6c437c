/** The merchant file's welcome artwork (merchants/types.ts), at the 750 × 300 it is drawn for; no request, it is a data URL. */
export function MerchantArtwork({ src, className, alt = '' }: { src: string; className: string; alt?: string }) {
  return <img className={className} src={src} alt={alt} width="750" height="300" />;
}
