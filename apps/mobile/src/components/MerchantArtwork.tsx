/** The merchant file's welcome artwork (merchants/types.ts), at the 750 × 300 it is drawn for; no request, it is a data URL. */
export function MerchantArtwork({ src, className, alt = '' }: { src: string; className: string; alt?: string }) {
  return <img className={className} src={src} alt={alt} width="750" height="300" />;
}

/** The artwork heading the login page: one markup for index.html's shell and the page, so the page does not move when it comes. */
export function LoginArtwork({ src, alt }: { src: string; alt?: string }) {
  return (
    <div className="shell-artwork">
      <MerchantArtwork src={src} className="shell-artwork__image" alt={alt} />
    </div>
  );
}
