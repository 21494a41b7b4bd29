// Valgrind 3.19 writes to rt_sigsuspend's mask in place (to drop its own signals); libdispatch's
// dispatch_main passes a mask in read-only memory, so valgrind faults. Pass a writable copy.
#define _GNU_SOURCE
#include <signal.h>
#include <unistd.h>
#include <sys/syscall.h>
int sigsuspend(const sigset_t *mask) {
    sigset_t copy = *mask;
    return (int)syscall(SYS_rt_sigsuspend, &copy, 8);
}
