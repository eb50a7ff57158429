#include "render.h"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <cstdlib>
#include <filesystem>

namespace fxr {

// ---- Rendering in the helper process, cancellable ----

bool layoutAvailable() { return true; }

std::string layoutHelperPath() {
  if (const char* env = std::getenv("FXLENS_LAYOUT"); env && *env) return env;
  std::error_code ec;
  std::filesystem::path self = std::filesystem::read_symlink("/proc/self/exe", ec);
  std::filesystem::path beside = ec ? std::filesystem::path() : self.parent_path() / "fxlens-layout";
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

// The helper process and our ends of its pipes.
struct Child {
  pid_t pid = -1;
  int toChild = -1, fromChild = -1, errFromChild = -1;
  std::string stderrText;  // what the helper wrote to stderr (the dynamic loader's complaint), at most kStderrKept
};

constexpr size_t kStderrKept = 4096;

// Reads what is there on the helper's stderr (non-blocking) into c.stderrText; closes it at its end.
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


// Starts the helper with its stdin and stdout on pipes. Everything the child needs is prepared before fork:
// between fork and exec it calls only async-signal-safe functions (the server is multi-threaded; another thread
// may hold the allocator's lock at the fork).
bool startHelper(const std::string& helper, const std::string& format, Child& c, std::string& error) {
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
  std::string formatArg = format;
  char* const argv[] = {const_cast<char*>(helper.c_str()), formatArg.data(), nullptr};
  static constexpr char kExecFailed[] = "0cannot start the layout helper";
  const pid_t parent = ::getpid();
  c.pid = ::fork();
  if (c.pid < 0) {
    for (int fd : {in[0], in[1], out[0], out[1], err[0], err[1]}) ::close(fd);
    error = std::string("cannot fork: ") + std::strerror(errno);
    return false;
  }
  if (c.pid == 0) {
    // The helper dies with the thread that started it: a layout must not outlive a server that was killed or
    // crashed. PR_SET_PDEATHSIG survives exec.
    ::prctl(PR_SET_PDEATHSIG, SIGKILL);
    if (::getppid() != parent) ::_exit(127);  // the parent was already gone
    if (::dup2(in[0], 0) < 0 || ::dup2(out[1], 1) < 0 || ::dup2(err[1], 2) < 0) ::_exit(127);
    ::execv(helper.c_str(), argv);
    ssize_t ignored = ::write(1, kExecFailed, sizeof kExecFailed - 1);
    (void)ignored;
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

// Feeds the DOT to the helper and reads its answer into `data` until it ends, or until the caller cancels, the
// deadline passes or the answer outgrows its bound: then the helper is killed and the reason returned.
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

// A helper that ended without an answer: what its stderr says, as a message that names what is missing and what
// to do. The usual case is the dynamic loader's "fxlens-layout: error while loading shared libraries: libgvc.so.6:
// cannot open shared object file: No such file or directory" (Graphviz's libraries not installed, or the copy in
// the extension's server/lib incomplete).
std::string noAnswerMessage(const std::string& helper, const std::string& stderrText, const std::string& what) {
  std::string text = stderrText;
  while (!text.empty() && std::isspace(static_cast<unsigned char>(text.back()))) text.pop_back();
  std::error_code ec;
  const std::filesystem::path bundle = std::filesystem::path(helper).parent_path() / "lib";
  const bool bundled = std::filesystem::is_directory(bundle, ec);
  static constexpr char kLoader[] = "error while loading shared libraries: ";
  if (size_t at = text.find(kLoader); at != std::string::npos) {
    std::string detail = text.substr(at + sizeof kLoader - 1);
    if (size_t nl = detail.find('\n'); nl != std::string::npos) detail.erase(nl);
    const std::string library = detail.substr(0, detail.find(": "));
    std::string message = "graphviz: the layout helper " + helper + " cannot start: it cannot load the library " +
                          library + " (" + detail + "). ";
    if (bundled)
      return message + "The fxlens extension carries Graphviz's libraries in " + bundle.string() +
             ", and that copy is incomplete: reinstall the extension. Or install Graphviz "
             "(Debian/Ubuntu: sudo apt-get install libgvc6; Fedora: sudo dnf install graphviz)";
    return message + "Install Graphviz's libraries (Debian/Ubuntu: sudo apt-get install libgvc6; Fedora: sudo dnf "
                     "install graphviz), or use the fxlens .vsix, which carries them";
  }
  std::string message = "graphviz: the layout helper " + helper + " " + what;
  if (!text.empty()) message += "; it said: " + text.substr(0, 1000);
  return message;
}

// Why the helper stopped, or the picture it answered with: one status byte ('1' picture, '0' message), then data.
std::optional<std::string> helperAnswer(Stop stop, int status, std::string& data, const std::string& helper,
                                        const std::string& stderrText, const RenderLimits& limits,
                                        std::string& error) {
  if (stop == Stop::Cancelled) error = "cancelled";
  else if (stop == Stop::TimedOut)
    error = withHint("the layout took longer than " + seconds(limits.timeout) + " and was stopped", limits);
  else if (stop == Stop::TooLarge)
    error = withHint("the picture is larger than " + mebibytes(limits.maxOutput) + " and was dropped",
                     limits);
  else if (WIFSIGNALED(status))
    error = noAnswerMessage(helper, stderrText, "ended with signal " + std::to_string(WTERMSIG(status)));
  else if (!data.empty() && data[0] == '0') {
    error = data.substr(1);
    if (WIFEXITED(status) && WEXITSTATUS(status) == 127) error += " " + helper;
  } else if (data.empty()) error = noAnswerMessage(helper, stderrText, "ended without output");
  else if (data[0] != '1' || (WIFEXITED(status) && WEXITSTATUS(status) != 0))
    error = noAnswerMessage(helper, stderrText, "did not answer with a picture");
  else {
    data.erase(0, 1);
    return std::move(data);
  }
  return std::nullopt;
}

}  // namespace

std::optional<std::string> renderDotCancellable(const std::string& dot, const std::string& format, std::string& error,
                                                const std::function<bool()>& cancelled, const RenderLimits& limits) {
  if (format == "dot") return dot;
  if (cancelled && cancelled()) {
    error = "cancelled";
    return std::nullopt;
  }
  const std::string helper = layoutHelperPath();
  if (::access(helper.c_str(), X_OK) != 0) {
    error = "cannot run the layout helper " + helper + ": " + std::strerror(errno) +
            " (it is installed next to fxlens; FXLENS_LAYOUT names another)";
    return std::nullopt;
  }
  SigpipeBlock sigpipe;
  Child c;
  if (!startHelper(helper, format, c, error)) return std::nullopt;
  std::string data;
  const Stop stop = exchange(c, dot, cancelled, limits, data);
  closeFd(c.toChild);
  closeFd(c.fromChild);
  int status = 0;
  while (::waitpid(c.pid, &status, 0) < 0 && errno == EINTR) {
  }
  readStderr(c);  // the rest of it: the helper has ended
  closeFd(c.errFromChild);
  return helperAnswer(stop, status, data, helper, c.stderrText, limits, error);
}

}  // namespace fxr
