// The desktop menus' enhancement, part of the module every page loads (page.ts). The menus are <details> elements (components/site-header.tsx) that work without it; this adds what a
// visitor expects from a menu bar: Escape closes the open menu and puts focus back on its button, a click
// outside closes it, following a link closes it, and with a mouse a menu marked `data-hover-open` opens on hover.

const openMenus = () => document.querySelectorAll<HTMLDetailsElement>("details[data-nav-menu][open]");

function closeAll(except?: HTMLDetailsElement) {
  for (const menu of openMenus()) if (menu !== except) menu.open = false;
}

document.addEventListener("keydown", (event) => {
  if (event.key !== "Escape") return;
  const [first] = openMenus();
  if (!first) return;
  closeAll();
  first.querySelector("summary")?.focus();
});

document.addEventListener("click", (event) => {
  const target = event.target instanceof Element ? event.target : null;
  const inside = target?.closest<HTMLDetailsElement>("details[data-nav-menu]");
  if (!inside) closeAll();
  else if (target?.closest("a")) inside.open = false;
});

// Hover opens a menu only with a real mouse; a tap or a pen opens it with the click, as <details> does.
const finePointer = matchMedia("(hover: hover) and (pointer: fine)");
for (const menu of document.querySelectorAll<HTMLDetailsElement>("details[data-hover-open]")) {
  let openedByHover = false;
  menu.addEventListener("pointerenter", (event) => {
    if (!finePointer.matches || event.pointerType !== "mouse" || menu.open) return;
    closeAll(menu);
    menu.open = true;
    openedByHover = true;
  });
  menu.addEventListener("pointerleave", (event) => {
    if (!finePointer.matches || event.pointerType !== "mouse") return;
    menu.open = false;
    openedByHover = false;
  });
  // A click on the button of a menu the hover just opened keeps it open instead of toggling it shut.
  menu.querySelector("summary")?.addEventListener("click", (event) => {
    if (!openedByHover) return;
    event.preventDefault();
    openedByHover = false;
  });
}

export {};
