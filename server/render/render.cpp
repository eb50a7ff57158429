#include "render.h"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/auxv.h>
#include <sys/prctl.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <cstdlib>
#include <filesystem>
#include <string_view>
#include <vector>

namespace fxr {

// ---- Rendering in the helper process, cancellable ----

bool layoutAvailable() { return true; }

namespace {

// The running executable: /proc/self/exe, else (no /proc: a bare chroot, some sandboxes) the path it was started
// by, which the kernel hands every process (AT_EXECFN; relative to the folder it started in, which fxlens keeps).
std::filesystem::path selfPath() {
  std::error_code ec;
  std::filesystem::path self = std::filesystem::read_symlink("/proc/self/exe", ec);
  if (!ec) return self;
  const auto* started = reinterpret_cast<const char*>(::getauxval(AT_EXECFN));
  return started && std::strchr(started, '/') ? std::filesystem::path(started) : std::filesystem::path();
}

}  // namespace

std::string layoutHelperPath() {
  if (const char* env = std::getenv("FXLENS_LAYOUT"); env && *env) return env;
  std::error_code ec;
  const std::filesystem::path self = selfPath();
  std::filesystem::path beside = self.empty() ? std::filesystem::path() : self.parent_path() / "fxlens-layout";
  if (!beside.empty() && std::filesystem::is_regular_file(beside, ec)) return beside.string();
  return beside.empty() ? std::string("fxlens-layout") : beside.string();
}

namespace {

void closeFd(int& fd) {
  if (fd >= 0) ::close(fd);
  fd = -1;
}

// Writes to the helper's stdin must not raise SIGPIPE in the server when the helper has died: SIGPIPE is blocked
// in this thread while the helper runs, and a SIGPIPE this thread caused is consumed before unblocking.
class SigpipeBlock {
 public:
  SigpipeBlock() {
    sigemptyset(&pipe_);
    sigaddset(&pipe_, SIGPIPE);
    sigset_t pending;
    sigpending(&pending);
    wasPending_ = sigismember(&pending, SIGPIPE) == 1;
    blocked_ = ::pthread_sigmask(SIG_BLOCK, &pipe_, &old_) == 0;
  }
  ~SigpipeBlock() {
    if (!blocked_) return;
    if (!wasPending_) {
      timespec zero{0, 0};
      while (::sigtimedwait(&pipe_, nullptr, &zero) == SIGPIPE) {
      }
    }
    ::pthread_sigmask(SIG_SETMASK, &old_, nullptr);
  }
  SigpipeBlock(const SigpipeBlock&) = delete;
  SigpipeBlock& operator=(const SigpipeBlock&) = delete;

 private:
  sigset_t pipe_, old_;
  bool wasPending_ = false, blocked_ = false;
};

// The child process (the helper, or the machine's `dot`) and our ends of its pipes.
struct Child {
  pid_t pid = -1;
  int toChild = -1, fromChild = -1, errFromChild = -1;
  std::string stderrText;  // what the child wrote to stderr, at most kStderrKept
};

constexpr size_t kStderrKept = 4096;

// Reads what is there on the child's stderr (non-blocking) into c.stderrText; closes it at its end.
void readStderr(Child& c) {
  char buf[4096];
  while (c.errFromChild >= 0) {
    ssize_t n = ::read(c.errFromChild, buf, sizeof buf);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0 && errno == EAGAIN) return;
    if (n <= 0) {
      closeFd(c.errFromChild);
      return;
    }
    c.stderrText.append(buf, std::min(static_cast<size_t>(n), kStderrKept - std::min(kStderrKept, c.stderrText.size())));
  }
}

enum class Stop { Done, Cancelled, TimedOut, TooLarge };


// What a child writes on stdout when exec fails, before its errno in decimal: not a status byte of the helper's.
constexpr char kExecFailed = '\x02';

// Writes errno as decimal digits after kExecFailed: between fork and exec only async-signal-safe calls.
void reportExecFailure(int err) {
  char buf[16];
  size_t n = sizeof buf;
  do {
    buf[--n] = static_cast<char>('0' + err % 10);
    err /= 10;
  } while (err > 0 && n > 1);
  buf[--n] = kExecFailed;
  ssize_t ignored = ::write(1, buf + n, sizeof buf - n);
  (void)ignored;
}

// Starts argv[0] with its stdin, stdout and stderr on pipes. Everything the child needs is prepared before fork:
// between fork and exec it calls only async-signal-safe functions (the server is multi-threaded; another thread
// may hold the allocator's lock at the fork).
bool startProcess(const std::vector<std::string>& args, Child& c, std::string& error) {
  int in[2], out[2], err[2];
  if (::pipe2(in, O_CLOEXEC) != 0) {
    error = std::string("cannot create a pipe: ") + std::strerror(errno);
    return false;
  }
  if (::pipe2(out, O_CLOEXEC) != 0) {
    error = std::string("cannot create a pipe: ") + std::strerror(errno);
    ::close(in[0]);
    ::close(in[1]);
    return false;
  }
  if (::pipe2(err, O_CLOEXEC) != 0) {
    error = std::string("cannot create a pipe: ") + std::strerror(errno);
    for (int fd : {in[0], in[1], out[0], out[1]}) ::close(fd);
    return false;
  }
  std::vector<char*> argv;
  for (const std::string& a : args) argv.push_back(const_cast<char*>(a.c_str()));
  argv.push_back(nullptr);
  const pid_t parent = ::getpid();
  c.pid = ::fork();
  if (c.pid < 0) {
    for (int fd : {in[0], in[1], out[0], out[1], err[0], err[1]}) ::close(fd);
    error = std::string("cannot fork: ") + std::strerror(errno);
    return false;
  }
  if (c.pid == 0) {
    // The child dies with the thread that started it: a layout must not outlive a server that was killed or
    // crashed. PR_SET_PDEATHSIG survives exec.
    ::prctl(PR_SET_PDEATHSIG, SIGKILL);
    if (::getppid() != parent) ::_exit(127);  // the parent was already gone
    if (::dup2(in[0], 0) < 0 || ::dup2(out[1], 1) < 0 || ::dup2(err[1], 2) < 0) ::_exit(127);
    ::execv(argv[0], argv.data());
    reportExecFailure(errno);
    ::_exit(127);
  }
  ::close(in[0]);
  ::close(out[1]);
  ::close(err[1]);
  ::fcntl(in[1], F_SETFL, ::fcntl(in[1], F_GETFL) | O_NONBLOCK);
  ::fcntl(err[0], F_SETFL, ::fcntl(err[0], F_GETFL) | O_NONBLOCK);
  c.toChild = in[1];
  c.fromChild = out[0];
  c.errFromChild = err[0];
  return true;
}

// Feeds the DOT to the child and reads its answer into `data` until it ends, or until the caller cancels, the
// deadline passes or the answer outgrows its bound: then the child is killed and the reason returned.
Stop exchange(Child& c, const std::string& dot, const std::function<bool()>& cancelled, const RenderLimits& limits,
              std::string& data) {
  const auto deadline = std::chrono::steady_clock::now() + limits.timeout;
  size_t sent = 0;
  if (dot.empty()) closeFd(c.toChild);
  char buf[65536];
  while (c.fromChild >= 0) {
    Stop stop = cancelled && cancelled() ? Stop::Cancelled
                : limits.timeout.count() > 0 && std::chrono::steady_clock::now() >= deadline ? Stop::TimedOut
                : data.size() > limits.maxOutput ? Stop::TooLarge
                                                 : Stop::Done;
    if (stop != Stop::Done) {
      ::kill(c.pid, SIGKILL);
      return stop;
    }
    // stderr is read too (a helper that fills the pipe would block), and kept for the error message
    pollfd p[3] = {{c.fromChild, POLLIN, 0}, {c.errFromChild, POLLIN, 0}, {c.toChild, POLLOUT, 0}};
    int r = ::poll(p, c.toChild >= 0 ? 3 : 2, 20);
    if (r < 0 && errno != EINTR) break;
    if (r <= 0) continue;
    if (p[1].revents & (POLLIN | POLLERR | POLLHUP)) readStderr(c);
    if (c.toChild >= 0 && (p[2].revents & (POLLOUT | POLLERR | POLLHUP))) {
      ssize_t w = ::write(c.toChild, dot.data() + sent, dot.size() - sent);
      if (w > 0) sent += static_cast<size_t>(w);
      if ((w < 0 && errno != EINTR && errno != EAGAIN) || sent == dot.size()) closeFd(c.toChild);  // EPIPE: it ended
    }
    if (p[0].revents & (POLLIN | POLLERR | POLLHUP)) {
      ssize_t n = ::read(c.fromChild, buf, sizeof buf);
      if (n < 0 && (errno == EINTR || errno == EAGAIN)) continue;
      if (n <= 0) break;  // end of output (or an error): the helper is done
      data.append(buf, static_cast<size_t>(n));
    }
  }
  return data.size() > limits.maxOutput ? Stop::TooLarge : Stop::Done;
}

std::string seconds(std::chrono::milliseconds t) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%g s", static_cast<double>(t.count()) / 1000.0);
  return buf;
}

std::string mebibytes(size_t n) {
  return n % (size_t{1} << 20) == 0 ? std::to_string(n >> 20) + " MiB" : std::to_string(n) + " bytes";
}

std::string withHint(std::string message, const RenderLimits& limits) {
  return limits.hint.empty() ? message : message + "; " + limits.hint;
}

// A child that ended without an answer: what it said on stderr, if anything.
std::string noAnswerMessage(const std::string& who, const std::string& stderrText, const std::string& what) {
  std::string text = stderrText;
  while (!text.empty() && std::isspace(static_cast<unsigned char>(text.back()))) text.pop_back();
  std::string message = "graphviz: " + who + " " + what;
  if (!text.empty()) message += "; it said: " + text.substr(0, 1000);
  return message;
}

// Whether the child's exec failed (startProcess's report), and then why, naming the program.
bool execFailed(int status, const std::string& data, const std::string& who, std::string& error) {
  if (!WIFEXITED(status) || WEXITSTATUS(status) != 127 || data.empty() || data[0] != kExecFailed) return false;
  const int err = std::atoi(data.c_str() + 1);
  error = "cannot start " + who + ": " + std::strerror(err);
  if (err == ENOEXEC) error += " (not a program for this machine: built for another architecture?)";
  return true;
}

// Why the child stopped when it did not end by itself, or nullopt.
std::optional<std::string> stopMessage(Stop stop, const RenderLimits& limits) {
  if (stop == Stop::Cancelled) return "cancelled";
  if (stop == Stop::TimedOut)
    return withHint("the layout took longer than " + seconds(limits.timeout) + " and was stopped", limits);
  if (stop == Stop::TooLarge)
    return withHint("the picture is larger than " + mebibytes(limits.maxOutput) + " and was dropped", limits);
  return std::nullopt;
}

// The helper's answer: one status byte ('1' picture, '0' message), then the data.
std::optional<std::string> helperAnswer(Stop stop, int status, std::string& data, const std::string& helper,
                                        const std::string& stderrText, const RenderLimits& limits,
                                        std::string& error) {
  const std::string who = "the layout helper " + helper;
  if (auto stopped = stopMessage(stop, limits)) error = *stopped;
  else if (execFailed(status, data, who, error)) {
  } else if (WIFSIGNALED(status))
    error = noAnswerMessage(who, stderrText, "ended with signal " + std::to_string(WTERMSIG(status)));
  else if (!data.empty() && data[0] == '0') error = data.substr(1);
  else if (data.empty()) error = noAnswerMessage(who, stderrText, "ended without output");
  else if (data[0] != '1' || (WIFEXITED(status) && WEXITSTATUS(status) != 0))
    error = noAnswerMessage(who, stderrText, "did not answer with a picture");
  else {
    data.erase(0, 1);
    return std::move(data);
  }
  return std::nullopt;
}

// The answer of the machine's `dot -Tpng|pdf`: the picture on stdout and exit status 0, else its words on stderr.
std::optional<std::string> dotAnswer(Stop stop, int status, std::string& data, const std::string& who,
                                     const std::string& stderrText, const RenderLimits& limits, std::string& error) {
  if (auto stopped = stopMessage(stop, limits)) error = *stopped;
  else if (execFailed(status, data, who, error)) {
  } else if (WIFSIGNALED(status))
    error = noAnswerMessage(who, stderrText, "ended with signal " + std::to_string(WTERMSIG(status)));
  else if (!WIFEXITED(status) || WEXITSTATUS(status) != 0)
    error = noAnswerMessage(who, stderrText, "failed (exit status " + std::to_string(WEXITSTATUS(status)) + ")");
  else if (data.empty()) error = noAnswerMessage(who, stderrText, "ended without output");
  else return std::move(data);
  return std::nullopt;
}

// An executable `name` in a folder of $PATH (no shell; empty entries, which would mean the current folder, are
// skipped), or "".
std::string findOnPath(const std::string& name) {
  const char* path = std::getenv("PATH");
  std::string_view rest = path ? path : "";
  while (!rest.empty()) {
    const size_t colon = rest.find(':');
    const std::string_view dir = rest.substr(0, colon);
    rest = colon == std::string_view::npos ? std::string_view() : rest.substr(colon + 1);
    if (dir.empty()) continue;
    const std::string candidate = std::string(dir) + "/" + name;
    struct stat st {};
    if (::stat(candidate.c_str(), &st) == 0 && S_ISREG(st.st_mode) && ::access(candidate.c_str(), X_OK) == 0)
      return candidate;
  }
  return "";
}

// What a render runs: the helper for SVG; for PNG and PDF, which the helper's Graphviz cannot draw (it is built
// without cairo), the machine's own Graphviz `dot -Tpng|-Tpdf`, fed the same DOT.
struct Command {
  std::vector<std::string> args;
  bool helper = true;  // answers with a status byte (layout_main.cpp); `dot` answers with the picture alone
};

bool renderCommand(const std::string& format, Command& command, std::string& error) {
  if (format == "png" || format == "pdf") {
    const std::string dotProgram = findOnPath("dot");
    if (dotProgram.empty()) {
      error = format + " needs Graphviz's own `dot` on PATH, and there is none (fxlens's layout helper draws svg "
              "only): install Graphviz (Debian/Ubuntu: sudo apt-get install graphviz; Fedora: sudo dnf install "
              "graphviz), or render svg";
      return false;
    }
    command = {{dotProgram, "-T" + format}, false};
    return true;
  }
  const std::string helper = layoutHelperPath();
  if (::access(helper.c_str(), X_OK) != 0) {
    error = "cannot run the layout helper " + helper + ": " + std::strerror(errno) +
            " (it is installed next to fxlens; FXLENS_LAYOUT names another)";
    return false;
  }
  command = {{helper, format}, true};
  return true;
}

}  // namespace

std::optional<std::string> renderDotCancellable(const std::string& dot, const std::string& format, std::string& error,
                                                const std::function<bool()>& cancelled, const RenderLimits& limits) {
  if (format == "dot") return dot;
  if (cancelled && cancelled()) {
    error = "cancelled";
    return std::nullopt;
  }
  Command command;
  if (!renderCommand(format, command, error)) return std::nullopt;
  SigpipeBlock sigpipe;
  Child c;
  if (!startProcess(command.args, c, error)) return std::nullopt;
  std::string data;
  const Stop stop = exchange(c, dot, cancelled, limits, data);
  closeFd(c.toChild);
  closeFd(c.fromChild);
  int status = 0;
  while (::waitpid(c.pid, &status, 0) < 0 && errno == EINTR) {
  }
  readStderr(c);  // the rest of it: the child has ended
  closeFd(c.errFromChild);
  const std::vector<std::string>& args = command.args;
  if (command.helper) return helperAnswer(stop, status, data, args[0], c.stderrText, limits, error);
  return dotAnswer(stop, status, data, "Graphviz's " + args[0] + " " + args[1], c.stderrText, limits, error);
}

}  // namespace fxr
