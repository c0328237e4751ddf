/** A control's visible text and the `data-test` mark end-to-end tests find it by. */
export interface Labelled {
  readonly label: string;
  readonly dataTest: string;
}

/** Where Create leads: a dialog opened by `onClick`, or a page (a wizard) at the app path `href`. */
export type CreateTarget =
  { readonly onClick: () => void; readonly href?: undefined } | { readonly href: string; readonly onClick?: undefined };

/** A heading and a sentence under it, as an empty state shows them. */
export interface StateText {
  readonly title: string;
  readonly body: string;
}
