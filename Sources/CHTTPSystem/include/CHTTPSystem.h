// Linux calls the Swift Glibc module does not expose (epoll, eventfd, accept4, sendfile, mallopt, malloc_trim),
// wrapped so that Swift never touches the packed `struct epoll_event`.
#ifndef CHTTP_SYSTEM_H
#define CHTTP_SYSTEM_H

#include <stdint.h>
#include <sys/types.h>

/// Readiness bits reported by chttp_epoll_wait.
enum {
    CHTTP_READABLE = 1,
    CHTTP_WRITABLE = 2,
    CHTTP_HANGUP = 4,
};

int chttp_epoll_create(void);
/// Registers fd edge-triggered for input, output and peer hang-up.
int chttp_epoll_add(int epfd, int fd);
/// Registers fd level-triggered for input only (the wake-up eventfd).
int chttp_epoll_add_level_readable(int epfd, int fd);
int chttp_epoll_remove(int epfd, int fd);
/// Waits for events; fills fds[i] and readiness[i] (CHTTP_ bits) and returns the count, or -1.
int chttp_epoll_wait(int epfd, int32_t *fds, uint32_t *readiness, int capacity, int timeout_ms);
int chttp_eventfd(void);
int chttp_accept(int listener);
ssize_t chttp_sendfile(int out_fd, int in_fd, off_t *offset, size_t count);
/// Sets glibc's allocator thresholds (bytes): free memory kept at a heap's top before it is given
/// back, the extra a heap grows by, and the size from which blocks are mapped on their own; and
/// the most heaps (arenas) threads share. Returns 1 when all four were accepted.
int chttp_tune_allocator(int trim_threshold, int top_pad, int mmap_threshold, int arena_max);
/// Gives the free memory of every heap back to the system (malloc_trim(0)).
void chttp_release_free_memory(void);

#endif
