/** The way from reading about leasing to the deals themselves, at the foot of every content page. */
export function SearchCallToAction() {
  return (
    <section className="content-cta" aria-labelledby="content-cta-heading">
      <div className="container content-cta__inner">
        <div>
          <h2 id="content-cta-heading">Ready to compare deals?</h2>
          <p>Every deal with its total cost, its price history and a deal score whose formula is public.</p>
        </div>
        <div className="content-cta__actions">
          <a className="button button--accent" href="/car-leasing/search">
            Search car deals
          </a>
          <a className="button button--ghost" href="/van-leasing/search">
            Search van deals
          </a>
        </div>
      </div>
    </section>
  );
}
