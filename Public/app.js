// Reminders — small enhancements; every page works without this script.
"use strict";

// A form is sent once: a second click while the first request is on its way (a sign-up's
// password hash takes seconds) does nothing, and the button says what is happening.
document.addEventListener("submit", (event) => {
  if (event.defaultPrevented) return;
  const form = event.target;
  if (form.dataset.sending) {
    event.preventDefault();
    return;
  }
  form.dataset.sending = "true";
  form.setAttribute("aria-busy", "true");
  const button = event.submitter;
  if (button && button.dataset.busyLabel) button.textContent = button.dataset.busyLabel;
});

// Coming back to a page from the browser's history shows its forms ready again.
window.addEventListener("pageshow", (event) => {
  if (!event.persisted) return;
  for (const form of document.querySelectorAll("form[data-sending]")) {
    delete form.dataset.sending;
    form.removeAttribute("aria-busy");
  }
});

// A row's menu closes when another opens or when the person clicks elsewhere or presses Escape.
document.addEventListener("click", (event) => {
  for (const menu of document.querySelectorAll("details.row-menu[open], details.menu[open]")) {
    if (!menu.contains(event.target)) menu.open = false;
  }
});
document.addEventListener("keydown", (event) => {
  if (event.key !== "Escape") return;
  for (const menu of document.querySelectorAll("details.row-menu[open], details.menu[open]")) {
    menu.open = false;
    menu.querySelector("summary").focus();
  }
});

// A new account starts in the browser's time zone (without this script, in the server's; the
// Settings page changes it either way).
const fillTimeZones = (root) => {
  for (const field of root.querySelectorAll("input[data-time-zone]")) {
    try {
      field.value = Intl.DateTimeFormat().resolvedOptions().timeZone || "";
    } catch (error) {
      field.value = "";
    }
  }
};

// In a list in manual order, open reminders can be dragged to a new place by a handle the script
// adds to each row, with pointer events, so that a finger moves them as a mouse does (HTML5 drag
// and drop does nothing on touch screens). A drop posts the row's own form with
// `action=placeReminder` and `beforeID` or `afterID` — the form the Move up and Move down buttons
// send, so the server's rules and answers are the same — and the page comes back from the
// redirect (in place, below). Without this script, those buttons do the same job.
const enableReorder = (root) => {
  for (const list of root.querySelectorAll("ul[data-reorder]")) {
    const rows = () => Array.from(list.querySelectorAll(":scope > li.reminder:not(.completed):not(.subtask)"));
    let dragged = null;
    let target = null;
    const clearMarks = () => {
      for (const row of list.querySelectorAll(".drop-before, .drop-after")) row.classList.remove("drop-before", "drop-after");
    };
    // The row under the pointer and which half of it: where the dragged row would land.
    const dropAt = (y) => {
      for (const row of rows()) {
        const box = row.getBoundingClientRect();
        if (row !== dragged && y >= box.top && y < box.bottom) return { row, side: y < box.top + box.height / 2 ? "before" : "after" };
      }
      return null;
    };
    const finish = () => {
      if (dragged) dragged.classList.remove("dragging");
      clearMarks();
      dragged = null;
      target = null;
    };
    for (const row of rows()) {
      const handle = document.createElement("span");
      handle.className = "drag-handle";
      handle.setAttribute("aria-hidden", "true");
      const form = row.querySelector("form.row");
      if (!form) continue;
      form.prepend(handle);
      handle.addEventListener("pointerdown", (event) => {
        if (event.button !== 0) return;
        event.preventDefault();
        handle.setPointerCapture(event.pointerId);
        dragged = row;
        row.classList.add("dragging");
      });
      handle.addEventListener("pointermove", (event) => {
        if (dragged !== row) return;
        clearMarks();
        target = dropAt(event.clientY);
        if (target) target.row.classList.add(target.side === "before" ? "drop-before" : "drop-after");
      });
      handle.addEventListener("pointercancel", finish);
      handle.addEventListener("pointerup", () => {
        const drop = dragged === row ? target : null;
        finish();
        const other = drop && drop.row.querySelector("input[name=reminderID]");
        if (!other) return;
        const fields = { action: "placeReminder", [drop.side === "before" ? "beforeID" : "afterID"]: other.value };
        for (const [name, value] of Object.entries(fields)) {
          const input = document.createElement("input");
          input.type = "hidden";
          input.name = name;
          input.value = value;
          form.append(input);
        }
        form.requestSubmit();
      });
    }
  }
};

// A row's menu near the bottom of the window opens upward when there is no room below it.
document.addEventListener("toggle", (event) => {
  const menu = event.target;
  if (!(menu instanceof HTMLDetailsElement) || !menu.classList.contains("row-menu")) return;
  menu.classList.remove("opens-up");
  if (!menu.open) return;
  const panel = menu.querySelector(".menu-panel");
  if (!panel) return;
  const below = panel.getBoundingClientRect();
  const above = menu.getBoundingClientRect().top;
  if (below.bottom > window.innerHeight && above > below.height) menu.classList.add("opens-up");
}, true);

// Quick add's preview: as the person types in a quick-add field, what adding the line would read
// ("Recognised: Due Tomorrow, 09:00 · Priority High") shows under it, asked of the server — the
// one parser — a quarter of a second after the last key; its live region says it to a screen
// reader. Without this script the line is read when it is added, and the message says so.
const enablePreviews = (root) => {
  for (const field of root.querySelectorAll("input[data-preview]")) {
    const output = document.getElementById(`${field.id}-preview`);
    if (!output) continue;
    let timer = 0;
    let asked = 0;
    const show = async () => {
      const ask = ++asked;
      let text = "";
      if (field.value.trim()) {
        try {
          const response = await fetch(`${field.dataset.preview}?text=${encodeURIComponent(field.value)}`, { headers: { Accept: "text/plain" } });
          if (response.ok && !response.redirected) text = await response.text();
        } catch (error) {
          text = "";
        }
      }
      if (ask === asked && output.textContent !== text) output.textContent = text;
    };
    field.addEventListener("input", () => {
      clearTimeout(timer);
      timer = setTimeout(show, 250);
    });
  }
};

// The Repeat section shows only the controls of the frequency chosen (the days of a weekly
// repeat, the day of a monthly one, an end for any); without this script it shows them all,
// and the server reads what the frequency needs.
const enableRepeats = (root) => {
  for (const frequency of root.querySelectorAll("select[data-repeat-frequency]")) {
    const section = frequency.closest("fieldset");
    const parts = section ? section.querySelectorAll("[data-repeat-for]") : [];
    const update = () => {
      for (const part of parts) part.hidden = !part.dataset.repeatFor.split(" ").includes(frequency.value);
    };
    frequency.addEventListener("change", update);
    update();
  }
};

// What this script adds to a part of the page: at load to the whole page, and again to what a
// form posted in place brings.
const enhance = (root) => {
  fillTimeZones(root);
  enableReorder(root);
  enablePreviews(root);
  enableRepeats(root);
};
enhance(document);

// Keyboard shortcuts, when no field has the keys: n a new reminder (the quick-add field), /
// search, j and k the next and previous row, x completes the row, e edits it, ? lists them.
const shortcuts = document.getElementById("shortcuts");
if (shortcuts) {
  for (const button of shortcuts.querySelectorAll("[data-close]")) button.addEventListener("click", () => shortcuts.close());
}
const rowList = () => Array.from(document.querySelectorAll("main li.reminder"));
const currentRow = () => document.activeElement && document.activeElement.closest && document.activeElement.closest("main li.reminder");
const focusRow = (step) => {
  const rows = rowList();
  if (!rows.length) return;
  const index = rows.indexOf(currentRow());
  const next = rows[index < 0 ? (step > 0 ? 0 : rows.length - 1) : Math.min(rows.length - 1, Math.max(0, index + step))];
  const link = next.querySelector(".reminder-title");
  if (link) {
    link.focus();
    next.scrollIntoView({ block: "nearest" });
  }
};
document.addEventListener("keydown", (event) => {
  if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
  const typing = event.target.closest && event.target.closest("input, textarea, select, [contenteditable]");
  if (typing || (shortcuts && shortcuts.open && event.key !== "?")) return;
  const row = currentRow();
  let done = true;
  switch (event.key) {
    case "n": {
      const field = document.getElementById("new-title");
      if (field) field.focus();
      else done = false;
      break;
    }
    case "/": {
      const search = document.getElementById("site-search");
      if (search && search.offsetParent !== null) search.focus();
      else {
        const link = document.querySelector(".search-link a");
        if (link) link.click();
        else done = false;
      }
      break;
    }
    case "j": focusRow(1); break;
    case "k": focusRow(-1); break;
    case "x": {
      const check = row && row.querySelector("button.check");
      if (check) check.click();
      else done = false;
      break;
    }
    case "e": {
      const link = row && row.querySelector(".reminder-title");
      if (link) link.click();
      else done = false;
      break;
    }
    case "?":
      if (shortcuts) {
        if (shortcuts.open) shortcuts.close();
        else shortcuts.showModal();
      } else done = false;
      break;
    default: done = false;
  }
  if (done) event.preventDefault();
});

// Stay in place. A form of a page of rows that posts back to this page — a row's actions
// (`form.row`), quick add (`form.quick-add`), the flash's Undo, and those of the list's menu
// beside its heading (`.page-head`: its order, an import) — is sent with fetch, and what comes
// back replaces only what changed, where it is: the page the post redirected to (or the same page
// with its messages, 422) replaces the main part, the sidebar and the title — or, when the server
// answers with a fragment (`X-Fragment`), the elements it carries replace those with the same id
// (a row, or `data-gone` to take it away; the flash; the sidebar). The scroll stays; focus goes
// back to the field typed in (quick add), to the row acted on, or to the next row when it left the
// page; the flash is said by its live region (`#flash`, which stays while its content changes).
// Without this script, or when the request fails, the form is posted as usual. A page may turn
// this off with `window.remindersPostInPlace = false` before the script runs (the browser check's
// page walk does, to check each page as the server sends it).
const inPlaceForms = "main form.row, main form.quick-add, #flash form, main .page-head form";
const postsInPlace = (form, submitter) => {
  if (window.remindersPostInPlace === false || !window.fetch || !form.matches(inPlaceForms)) return false;
  const method = ((submitter && submitter.getAttribute("formmethod")) || form.method).toLowerCase();
  const action = new URL((submitter && submitter.formAction) || form.action, location.href);
  return method === "post" && action.origin === location.origin && action.pathname === location.pathname;
};

const adopt = (node) => document.adoptNode(node);

// The rows of the page, as ids, and the row a form acts on.
const rowIDs = () => Array.from(document.querySelectorAll("main li.reminder[id]"), (row) => row.id);
const rowOf = (form) => {
  const field = form.querySelector("input[name=reminderID]");
  return field ? `reminder-${field.value}` : null;
};

// Where focus goes after the swap: the first field with a message; else the field typed in;
// else the row acted on (its checkbox, or its menu when the action was in the menu), or the
// nearest row after it that is still there (before it, at the end); else the rows themselves;
// else, when what had focus was replaced, the page's heading.
const restoreFocus = (before) => {
  const invalid = document.querySelector("main [aria-invalid=true]");
  const typedIn = before.fieldID && document.getElementById(before.fieldID);
  let target = invalid || typedIn;
  if (!target && before.rowID) {
    const index = before.rows.indexOf(before.rowID);
    const candidates = index < 0 ? [before.rowID] : [before.rowID, ...before.rows.slice(index + 1), ...before.rows.slice(0, index).reverse()];
    const row = candidates.map((id) => document.getElementById(id)).find((element) => element && element.matches("li.reminder"));
    if (row) target = (before.fromMenu && row.id === before.rowID && row.querySelector("summary")) || row.querySelector("button.check") || row.querySelector(".reminder-title");
    else target = document.getElementById("reminders") || document.querySelector("main h1");
  }
  // Focus that went with the part replaced (a sort button in the list's menu) goes to the heading.
  if (!target && !document.contains(before.active)) {
    target = document.querySelector("main h1");
    if (target) target.tabIndex = -1;
  }
  if (target) target.focus({ preventScroll: true });
};

// The flash's live region keeps its element and takes the new content, so that it is announced.
const sayFlash = (flash) => {
  const region = document.getElementById("flash");
  if (region && flash) region.innerHTML = flash.innerHTML;
};

// A whole page that came back: the same page again replaces the main part (all but the flash's
// region), the sidebar, the skip links and the title; another page (or this one in another
// language) replaces the body.
const swapPage = (page, url) => {
  const main = document.getElementById("main");
  const next = page.getElementById("main");
  if (!main || !next) return false;
  document.title = page.title;
  if (url.pathname !== location.pathname || page.documentElement.lang !== document.documentElement.lang) {
    document.documentElement.lang = page.documentElement.lang;
    document.body.replaceWith(adopt(page.body));
    history.pushState(null, "", url);
    enhance(document);
    const heading = document.querySelector("main h1");
    if (heading) {
      heading.tabIndex = -1;
      heading.focus();
    }
    return true;
  }
  if (url.href !== location.href) history.replaceState(null, "", url);
  const flash = document.getElementById("flash");
  for (const child of Array.from(main.childNodes)) if (child !== flash) child.remove();
  for (const child of Array.from(next.childNodes)) if (child.id !== "flash") main.append(adopt(child));
  sayFlash(page.getElementById("flash"));
  const sidebar = document.getElementById("sidebar");
  const nextSidebar = page.getElementById("sidebar");
  if (sidebar && nextSidebar) sidebar.replaceWith(adopt(nextSidebar));
  for (const link of document.querySelectorAll("body > .skip-link")) link.remove();
  document.body.prepend(...Array.from(page.querySelectorAll("body > .skip-link"), adopt));
  enhance(main);
  return true;
};

// A fragment: each element with an id replaces the page's element of that id (`data-gone`: takes
// it away); the flash's region takes its new content. It is not used (false) when it brings back
// the row acted on, which the page no longer has (an Undo after completing): the page is read.
const swapFragment = (fragment, rowID) => {
  const back = rowID && fragment.getElementById(rowID);
  if (back && !back.hasAttribute("data-gone") && !document.getElementById(rowID)) return false;
  for (const element of Array.from(fragment.body.children)) {
    const current = element.id && document.getElementById(element.id);
    if (element.id === "flash") sayFlash(element);
    else if (!current) continue;
    else if (element.hasAttribute("data-gone")) {
      // A row taken away takes the subtasks shown under it along.
      if (!current.classList.contains("subtask")) {
        while (current.nextElementSibling && current.nextElementSibling.matches("li.subtask")) current.nextElementSibling.remove();
      }
      current.remove();
    }
    else {
      current.replaceWith(adopt(element));
      enhance(element);
    }
  }
  // A section of rows left empty goes too; a page left without rows is read again (its empty state).
  for (const list of document.querySelectorAll("main ul.reminders")) {
    if (list.querySelector("li.reminder")) continue;
    const section = list.parentElement && list.parentElement.matches("section") ? list.parentElement : null;
    (section || list).remove();
  }
  return document.querySelector("main li.reminder") !== null;
};

document.addEventListener("submit", async (event) => {
  const form = event.target;
  const submitter = event.submitter;
  if (!postsInPlace(form, submitter)) return;
  event.preventDefault();
  const data = new FormData(form, submitter);
  const multipart = form.enctype === "multipart/form-data";
  const before = {
    rows: rowIDs(),
    rowID: rowOf(form),
    fromMenu: Boolean(submitter && submitter.closest(".row-menu")),
    active: document.activeElement,
    fieldID: form.querySelector("input[type=text][id]") ? form.querySelector("input[type=text][id]").id : null,
    x: window.scrollX,
    y: window.scrollY,
  };
  const address = (submitter && submitter.formAction) || form.action;
  let response;
  try {
    response = await fetch(address, {
      method: "POST",
      body: multipart ? data : new URLSearchParams(data),
      headers: { "X-Fragment": "1" },
      credentials: "same-origin",
    });
  } catch (error) {
    response = null;
  }
  const type = response ? response.headers.get("Content-Type") || "" : "";
  const html = type.startsWith("text/html") ? await response.text() : null;
  const answer = html === null ? null : new DOMParser().parseFromString(html, "text/html");
  let swapped = false;
  if (answer && response.headers.get("X-Fragment")) {
    swapped = swapFragment(answer, before.rowID);
    if (!swapped) {
      // The page's last row left, or a row came back: the page as it is now.
      const page = await fetch(location.href, { credentials: "same-origin" }).catch(() => null);
      const text = page && page.ok ? await page.text() : null;
      swapped = text !== null && swapPage(new DOMParser().parseFromString(text, "text/html"), new URL(page.url));
      if (swapped) sayFlash(answer.getElementById("flash"));
    }
  } else if (answer) {
    swapped = swapPage(answer, new URL(response.url));
  }
  if (!swapped && response && response.ok) {
    // An answer that is not a page of this app: shown as the browser would.
    location.assign(response.url);
    return;
  }
  if (!swapped) {
    // Not sent, or refused with an answer that is no page: posted as without this script, with
    // the button pressed (a refused post changed nothing).
    delete form.dataset.sending;
    if (submitter && submitter.name) {
      const field = document.createElement("input");
      field.type = "hidden";
      field.name = submitter.name;
      field.value = submitter.value;
      form.append(field);
    }
    form.submit();
    return;
  }
  window.scrollTo(before.x, before.y);
  // Far down the page, the flash would be out of sight at its top: it floats at the bottom.
  const region = document.getElementById("flash");
  if (region) {
    region.classList.remove("floating");
    region.classList.toggle("floating", region.childElementCount > 0 && region.getBoundingClientRect().top < 0);
  }
  restoreFocus(before);
  document.dispatchEvent(new CustomEvent("reminders:swapped"));
});
