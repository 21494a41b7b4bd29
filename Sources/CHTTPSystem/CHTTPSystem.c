#define _GNU_SOURCE
#include <malloc.h>
#include "CHTTPSystem.h"

#include <stddef.h>
#include <sys/epoll.h>
#include <sys/eventfd.h>
#include <sys/sendfile.h>
#include <sys/socket.h>

int chttp_epoll_create(void) { return epoll_create1(EPOLL_CLOEXEC); }

int chttp_epoll_add(int epfd, int fd) {
    struct epoll_event event = { .events = EPOLLIN | EPOLLOUT | EPOLLRDHUP | EPOLLET, .data.fd = fd };
    return epoll_ctl(epfd, EPOLL_CTL_ADD, fd, &event);
}

int chttp_epoll_add_level_readable(int epfd, int fd) {
    struct epoll_event event = { .events = EPOLLIN, .data.fd = fd };
    return epoll_ctl(epfd, EPOLL_CTL_ADD, fd, &event);
}

int chttp_epoll_remove(int epfd, int fd) { return epoll_ctl(epfd, EPOLL_CTL_DEL, fd, NULL); }

int chttp_epoll_wait(int epfd, int32_t *fds, uint32_t *readiness, int capacity, int timeout_ms) {
    struct epoll_event events[512];
    if (capacity > 512) capacity = 512;
    int count = epoll_wait(epfd, events, capacity, timeout_ms);
    for (int i = 0; i < count; i++) {
        uint32_t mask = events[i].events;
        uint32_t bits = 0;
        if (mask & (EPOLLIN | EPOLLRDHUP)) bits |= CHTTP_READABLE;
        if (mask & EPOLLOUT) bits |= CHTTP_WRITABLE;
        if (mask & (EPOLLHUP | EPOLLERR)) bits |= CHTTP_HANGUP;
        fds[i] = events[i].data.fd;
        readiness[i] = bits;
    }
    return count;
}

int chttp_eventfd(void) { return eventfd(0, EFD_NONBLOCK | EFD_CLOEXEC); }

int chttp_accept(int listener) { return accept4(listener, NULL, NULL, SOCK_NONBLOCK | SOCK_CLOEXEC); }

ssize_t chttp_sendfile(int out_fd, int in_fd, off_t *offset, size_t count) {
    return sendfile(out_fd, in_fd, offset, count);
}

int chttp_tune_allocator(int trim_threshold, int top_pad, int mmap_threshold, int arena_max) {
    return mallopt(M_TRIM_THRESHOLD, trim_threshold)
        && mallopt(M_TOP_PAD, top_pad)
        && mallopt(M_MMAP_THRESHOLD, mmap_threshold)
        && mallopt(M_ARENA_MAX, arena_max);
}

void chttp_release_free_memory(void) { malloc_trim(0); }
