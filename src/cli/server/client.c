/*
 * polyts-client: what bin/polyts-cc, bin/polyts-opt and bin/polyts-translate run first (built by `npm run build`
 * with the system C compiler). It hands the command line, working directory, environment and umask to a running
 * polyts compile server (src/cli/server/) over a Unix socket and relays what the server answers: stdout, stderr, the
 * exit status. A server process has its code compiled and its caches warm, where a fresh node process pays start-up
 * and runs cold code.
 *
 * When no server answers, it starts one in the background (for the next commands) and runs this one itself, as the
 * bin/ script would without it: node from the start-up snapshot. So does a request the server declines (input from
 * stdin, a server busy with another request).
 *
 * Usage: polyts-client BLOB TOOL ARGS...   (BLOB: dist/bundle/polyts.blob; TOOL: polyts-cc, polyts-opt, polyts-translate)
 * The server starts from polyts-server.blob beside BLOB when there is one (built with SERVER_NODE_FLAG).
 * POLYTS_SERVER=0 skips the server; POLYTS_SERVER_DIR is where the sockets are (default /tmp/polyts-server-UID).
 *
 * The protocol (src/cli/server/protocol.ts has the other side): the request is a 4-byte little-endian length and
 * NUL-terminated fields: the protocol name, the tool, the client's start time (microseconds since the epoch), the
 * umask (octal), the working directory, the argument count, the arguments, the environment count, the environment.
 * Each reply frame is a type byte ('o' stdout, 'e' stderr, 'x' exit status in decimal, 'l' run it yourself), a
 * 4-byte little-endian length and the bytes.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <sys/un.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

extern char **environ;

#define PROTOCOL "polyts-server/1"

static const char *blob;
static char **tool_and_args; /* TOOL ARGS... NULL */

/* Runs the tool in this process's place, as bin/polyts-cc does without a server. */
static void run_here(void) {
  int n = 0;
  while (tool_and_args[n]) n++;
  char **argv = calloc((size_t)n + 5, sizeof *argv);
  if (!argv) exit(2);
  argv[0] = "node";
  argv[1] = "--snapshot-blob";
  argv[2] = (char *)blob;
  argv[3] = "--";
  for (int i = 0; i < n; i++) argv[4 + i] = tool_and_args[i];
  execvp("node", argv);
  fprintf(stderr, "%s: error: cannot run node: %s\n", tool_and_args[0], strerror(errno));
  exit(127);
}

/*
 * The socket of the server for this blob: one per build (the blob's device, inode, size and modification time), in
 * a directory only this user can use. Returns 0 when there is none to use (a directory someone else made, too long).
 */
static int socket_path(char *out, size_t size, struct stat *blob_stat) {
  char dir[256];
  const char *given = getenv("POLYTS_SERVER_DIR");
  if (given && *given) {
    if (snprintf(dir, sizeof dir, "%s", given) >= (int)sizeof dir) return 0;
  } else {
    snprintf(dir, sizeof dir, "/tmp/polyts-server-%u", (unsigned)getuid());
  }
  struct stat d;
  if (lstat(dir, &d) == 0 && (!S_ISDIR(d.st_mode) || d.st_uid != getuid() || (d.st_mode & 077) != 0)) return 0;
  int n = snprintf(out, size, "%s/%llu-%llu-%lld-%lld.%09ld.sock", dir, (unsigned long long)blob_stat->st_dev,
                   (unsigned long long)blob_stat->st_ino, (long long)blob_stat->st_size,
                   (long long)blob_stat->st_mtim.tv_sec, (long)blob_stat->st_mtim.tv_nsec);
  return n > 0 && (size_t)n < size;
}

/* Starts a server for `path` in the background, detached from this process, its session and its files. */
static void start_server(const char *path) {
  pid_t child = fork();
  if (child < 0) return;
  if (child > 0) {
    waitpid(child, NULL, 0);
    return;
  }
  /* The child forks the server and ends, so the server is no one's child here (init reaps it). */
  if (fork() != 0) _exit(0);
  setsid();
  int null = open("/dev/null", O_RDWR);
  if (null >= 0) {
    dup2(null, 0);
    dup2(null, 1);
    dup2(null, 2);
  }
  /* No inherited descriptor (make's jobserver pipe, a test runner's pipes) may stay open in a long-lived server. */
  for (int fd = 3; fd < 1024; fd++) close(fd);
#ifdef SERVER_NODE_FLAG
  /* The server's own snapshot, beside BLOB, made with the V8 flag it must run with (scripts/bundle.mjs). */
  char server_blob[4096];
  const char *slash = strrchr(blob, '/');
  int dir = slash ? (int)(slash - blob + 1) : 0;
  if (snprintf(server_blob, sizeof server_blob, "%.*spolyts-server.blob", dir, blob) < (int)sizeof server_blob &&
      access(server_blob, R_OK) == 0) {
    execlp("node", "node", SERVER_NODE_FLAG, "--snapshot-blob", server_blob, "--", "polyts-server", path, (char *)NULL);
  }
#endif
  execlp("node", "node", "--snapshot-blob", blob, "--", "polyts-server", path, (char *)NULL);
  _exit(127);
}

/* Writes all of p to fd (a socket: without SIGPIPE when the server went away); 0 on failure. */
static int write_all(int fd, const char *p, size_t n, int is_socket) {
  while (n > 0) {
    ssize_t w = is_socket ? send(fd, p, n, MSG_NOSIGNAL) : write(fd, p, n);
    if (w < 0 && errno == EINTR) continue;
    if (w <= 0) return 0;
    p += w;
    n -= (size_t)w;
  }
  return 1;
}

static int read_all(int fd, char *p, size_t n) {
  while (n > 0) {
    ssize_t r = read(fd, p, n);
    if (r < 0 && errno == EINTR) continue;
    if (r <= 0) return 0;
    p += r;
    n -= (size_t)r;
  }
  return 1;
}

/* The request: fields appended to a growing buffer, each ending in NUL, after 4 bytes for the length. */
struct buffer {
  char *data;
  size_t len, cap;
};

static void append(struct buffer *b, const char *s) {
  size_t n = strlen(s) + 1;
  if (b->len + n > b->cap) {
    b->cap = (b->len + n) * 2;
    b->data = realloc(b->data, b->cap);
    if (!b->data) exit(2);
  }
  memcpy(b->data + b->len, s, n);
  b->len += n;
}

static void append_number(struct buffer *b, long long v, const char *format) {
  char text[32];
  snprintf(text, sizeof text, format, v);
  append(b, text);
}

int main(int argc, char **argv) {
  struct timespec start;
  clock_gettime(CLOCK_REALTIME, &start);
  if (argc < 3) {
    fprintf(stderr, "usage: polyts-client BLOB TOOL ARGS...\n");
    return 2;
  }
  blob = argv[1];
  tool_and_args = argv + 2;
  const char *use = getenv("POLYTS_SERVER");
  if (use && strcmp(use, "0") == 0) run_here();

  struct stat blob_stat;
  struct sockaddr_un address = {.sun_family = AF_UNIX};
  if (stat(blob, &blob_stat) != 0 || !socket_path(address.sun_path, sizeof address.sun_path, &blob_stat)) run_here();
  int fd = socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
  if (fd < 0) run_here();
  if (connect(fd, (struct sockaddr *)&address, sizeof address) != 0) {
    close(fd);
    start_server(address.sun_path);
    run_here();
  }

  char cwd[8192];
  mode_t mask = umask(022);
  umask(mask);
  struct buffer b = {malloc(4096), 4, 4096}; /* 4 bytes for the length, filled in below */
  if (!b.data) return 2;
  append(&b, PROTOCOL);
  append(&b, tool_and_args[0]);
  append_number(&b, (long long)start.tv_sec * 1000000 + start.tv_nsec / 1000, "%lld");
  append_number(&b, (long long)mask, "%llo");
  append(&b, getcwd(cwd, sizeof cwd) ? cwd : "");
  append_number(&b, argc - 3, "%lld");
  for (int i = 3; i < argc; i++) append(&b, argv[i]);
  int envc = 0;
  while (environ[envc]) envc++;
  append_number(&b, envc, "%lld");
  for (int i = 0; i < envc; i++) append(&b, environ[i]);
  uint32_t length = (uint32_t)(b.len - 4);
  for (int i = 0; i < 4; i++) b.data[i] = (char)(length >> (8 * i));
  if (!write_all(fd, b.data, b.len, 1)) {
    close(fd);
    run_here();
  }
  free(b.data);

  int relayed = 0;
  for (;;) {
    unsigned char header[5];
    if (!read_all(fd, (char *)header, sizeof header)) {
      /* The server ended without an answer: before any output the request can still run here. */
      if (!relayed) {
        close(fd);
        run_here();
      }
      fprintf(stderr, "%s: error: the compile server stopped during the compilation\n", tool_and_args[0]);
      return 2;
    }
    uint32_t n = (uint32_t)header[1] | (uint32_t)header[2] << 8 | (uint32_t)header[3] << 16 | (uint32_t)header[4] << 24;
    char *data = malloc((size_t)n + 1);
    if (!data || !read_all(fd, data, n)) {
      fprintf(stderr, "%s: error: the compile server stopped during the compilation\n", tool_and_args[0]);
      return 2;
    }
    data[n] = 0;
    switch (header[0]) {
    case 'o':
    case 'e':
      /* A reader that went away (`| head`) ends the client as it would end the tool: by SIGPIPE. */
      write_all(header[0] == 'o' ? 1 : 2, data, n, 0);
      relayed = 1;
      break;
    case 'x':
      return atoi(data);
    case 'l':
      close(fd);
      run_here();
      break;
    default:
      fprintf(stderr, "%s: error: unexpected answer from the compile server\n", tool_and_args[0]);
      return 2;
    }
    free(data);
  }
}
