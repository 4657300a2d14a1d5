// Carries the request's CSP nonce to the components that render inline scripts. Browsers hide the nonce
// from the DOM after parsing, so on the client it is simply empty.
import { createContext, useContext } from "react";

const NonceContext = createContext<string>("");

export const NonceProvider = NonceContext.Provider;

export function useNonce(): string {
  return useContext(NonceContext);
}
