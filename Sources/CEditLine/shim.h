// libedit for Swift.
//
// Swift cannot call C variadic functions, and libedit configures itself through two of them,
// `el_wset` and `history_w`. Each wrapper below fixes one operation's argument list. Only the
// wide-character API is wrapped: it is the one that edits UTF-8 text ("Zoë") correctly, once
// the process has a UTF-8 `LC_CTYPE` locale.
#ifndef PLAYGROUND_CEDITLINE_SHIM_H
#define PLAYGROUND_CEDITLINE_SHIM_H

#include <histedit.h>
#include <stdio.h>
#include <wchar.h>

/// A prompt callback: returns the prompt to draw, as a wide string libedit does not free.
typedef wchar_t *_Nullable (*shim_prompt_function)(EditLine *_Nonnull);

/// A key-bound editor function: returns one of the `CC_*` codes.
typedef unsigned char (*shim_editor_function)(EditLine *_Nonnull, int);

/// Draws the prompt with `function`; text between two `ignore` characters (ANSI escape
/// sequences) is written as is and not counted as visible width.
static inline int shim_el_set_prompt(EditLine *_Nonnull el, shim_prompt_function _Nonnull function,
                                     wchar_t ignore) {
  return el_wset(el, EL_PROMPT_ESC, function, ignore);
}

/// Selects the key bindings: `L"emacs"` or `L"vi"`.
static inline int shim_el_set_editor(EditLine *_Nonnull el, const wchar_t *_Nonnull editor) {
  return el_wset(el, EL_EDITOR, editor);
}

/// Whether libedit installs its own signal handlers while reading (restores the terminal on
/// SIGTERM/SIGHUP, follows SIGWINCH).
static inline int shim_el_set_signal_handling(EditLine *_Nonnull el, int enabled) {
  return el_wset(el, EL_SIGNAL, enabled);
}

/// Connects `history` so that Up/Down and incremental search walk it.
static inline int shim_el_set_history(EditLine *_Nonnull el, HistoryW *_Nonnull history) {
  return el_wset(el, EL_HIST, history_w, history);
}

/// Registers a named editor function that `shim_el_bind` can bind to a key.
static inline int shim_el_add_function(EditLine *_Nonnull el, const wchar_t *_Nonnull name,
                                       const wchar_t *_Nonnull help,
                                       shim_editor_function _Nonnull function) {
  return el_wset(el, EL_ADDFN, name, help, function);
}

/// Binds a key (in `bind` notation, e.g. `L"^R"`) to a built-in or added editor function.
static inline int shim_el_bind(EditLine *_Nonnull el, const wchar_t *_Nonnull key,
                               const wchar_t *_Nonnull function) {
  return el_wset(el, EL_BIND, key, function, (const wchar_t *)NULL);
}

/// Changes one terminal flag of the editing mode, e.g. `L"-isig"`; see `setty` in editrc(5).
static inline int shim_el_set_edit_mode_tty_flag(EditLine *_Nonnull el,
                                                 const wchar_t *_Nonnull flag) {
  return el_wset(el, EL_SETTY, L"-d", flag, (const wchar_t *)NULL);
}

/// Switches the terminal to editing mode now (`raw` 1) or back to normal mode (0). `el_wgets`
/// would switch only when it first reads, after drawing the prompt, so keys typed right after
/// the prompt appears would be echoed twice.
static inline int shim_el_prepare_terminal(EditLine *_Nonnull el, int raw) {
  return el_wset(el, EL_PREP_TERM, raw);
}

/// Uses `name` from terminfo instead of `$TERM`.
static inline int shim_el_set_terminal(EditLine *_Nonnull el, const char *_Nonnull name) {
  return el_set(el, EL_TERMINAL, name);
}

static inline int shim_el_set_client_data(EditLine *_Nonnull el, void *_Nullable data) {
  return el_wset(el, EL_CLIENTDATA, data);
}

static inline void *_Nullable shim_el_client_data(EditLine *_Nonnull el) {
  void *data = NULL;
  el_wget(el, EL_CLIENTDATA, &data);
  return data;
}

static inline int shim_history_set_size(HistoryW *_Nonnull h, int size) {
  HistEventW event;
  return history_w(h, &event, H_SETSIZE, size);
}

/// With `unique` set, entering the line that is already the newest entry adds nothing.
static inline int shim_history_set_unique(HistoryW *_Nonnull h, int unique) {
  HistEventW event;
  return history_w(h, &event, H_SETUNIQUE, unique);
}

static inline int shim_history_enter(HistoryW *_Nonnull h, const wchar_t *_Nonnull line) {
  HistEventW event;
  return history_w(h, &event, H_ENTER, line);
}

#endif
