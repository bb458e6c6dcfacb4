/*
 * clock.c - the search's time source. WebAssembly has no clock of its own: the wasm build
 * imports env.now_ms from its host (web/engine.js passes performance.now()). Native builds
 * read the monotonic clock. (The wasm build's one other host hook is here too.)
 */
#include "polis.h"

#ifdef __EMSCRIPTEN__
__attribute__((import_module("env"), import_name("now_ms"))) extern double host_now_ms(void);

double clock_ms(void) { return host_now_ms(); }

/* The memory may grow (a larger table on request). Growing replaces the host's view of the
 * memory buffer; web/engine.js makes a fresh view on every call, so the host needs no notice:
 * defining the hook here keeps it out of the module's imports. */
void emscripten_notify_memory_growth(size_t index);
void emscripten_notify_memory_growth(size_t index) { (void)index; }
#else
#include <time.h>

/* Engine-against-engine matches (build/selfplay) are built with POLIS_CPU_CLOCK: a move's
 * budget is then the CPU time of the searching thread, so the load of other work on a shared
 * machine does not change a match's result. */
#ifdef POLIS_CPU_CLOCK
#define POLIS_CLOCK CLOCK_THREAD_CPUTIME_ID
#else
#define POLIS_CLOCK CLOCK_MONOTONIC
#endif

double clock_ms(void)
{
    struct timespec ts;
    clock_gettime(POLIS_CLOCK, &ts);
    return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec / 1e6;
}
#endif
