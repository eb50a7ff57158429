// Long requests (the preview's layout) run here, one at a time on a thread of their own, so that the dispatcher
// keeps answering hovers meanwhile. Each job can be cancelled by the key of its request: a job still queued is
// run with its flag already set (it answers "cancelled" at once), a running one sees the flag and stops.
// Host-driven (the WebAssembly server: one thread), the jobs wait in the queue until the host runs them
// (runQueued()), so that a cancellation or a newer render read meanwhile still reaches them.
#pragma once

#include <atomic>
#include <deque>
#include <functional>
#include <map>
#include <memory>
#include <string>

#include "platform/sync.h"

namespace fxl {

class JobRunner {
 public:
  using Work = std::function<void(const std::atomic<bool>& cancelled)>;
  explicit JobRunner(bool hostDriven = false);
  ~JobRunner();  // stop()
  JobRunner(const JobRunner&) = delete;
  JobRunner& operator=(const JobRunner&) = delete;

  // Queues `work` under `key` (a request id). Refused (false, nothing queued) while a job with the same key is
  // queued or running: request ids must be unique among pending requests, and a second job under one key could
  // not be cancelled by it. A non-empty `group` supersedes: the older jobs of that group still queued or running
  // are cancelled (they answer "cancelled"), so that a new render of a document does not wait for an old one.
  bool submit(const std::string& key, Work work, const std::string& group = {});
  // Sets the flag of the job with this key; false when no such job is queued or running.
  bool cancel(const std::string& key);
  // Cancels every job, lets each finish (they answer "cancelled") and joins the thread. Idempotent.
  void stop();
  // Host-driven: runs the queued jobs, oldest first. Returns whether there were any.
  bool runQueued();

 private:
  struct Job {
    std::string key;
    Work work;
    std::shared_ptr<std::atomic<bool>> cancelled;
  };
  void loop();
  void run(Job& job);

  sys::Mutex mu_;
  sys::CondVar cv_;
  std::deque<Job> queue_;
  struct Live {
    std::shared_ptr<std::atomic<bool>> cancelled;
    std::string group;
  };
  std::map<std::string, Live> live_;  // queued or running, by key
  bool stopping_ = false;
  const bool hostDriven_;
  sys::Thread thread_;
};

}  // namespace fxl
