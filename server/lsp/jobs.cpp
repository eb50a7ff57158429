#include "jobs.h"

namespace fxl {

JobRunner::JobRunner(bool hostDriven) : hostDriven_(hostDriven) {
  if (!hostDriven) thread_ = sys::Thread([this] { loop(); });
}

JobRunner::~JobRunner() { stop(); }

bool JobRunner::submit(const std::string& key, Work work, const std::string& group) {
  auto flag = std::make_shared<std::atomic<bool>>(false);
  sys::Lock lock(mu_);
  if (live_.count(key)) return false;
  if (stopping_) flag->store(true);
  if (!group.empty())
    for (auto& [k, job] : live_)
      if (job.group == group) job.cancelled->store(true);
  live_[key] = {flag, group};
  queue_.push_back({key, std::move(work), flag});
  cv_.notify_one();
  return true;
}

bool JobRunner::cancel(const std::string& key) {
  sys::Lock lock(mu_);
  auto it = live_.find(key);
  if (it == live_.end()) return false;
  it->second.cancelled->store(true);
  return true;
}

void JobRunner::stop() {
  {
    sys::Lock lock(mu_);
    if (stopping_ && (hostDriven_ ? queue_.empty() : !thread_.joinable())) return;
    stopping_ = true;
    for (auto& [key, job] : live_) job.cancelled->store(true);
    cv_.notify_one();
  }
  if (thread_.joinable()) thread_.join();
  else runQueued();  // host-driven: they answer "cancelled" now
}

bool JobRunner::runQueued() {
  bool ran = false;
  for (;;) {
    Job job;
    {
      sys::Lock lock(mu_);
      if (queue_.empty()) return ran;
      job = std::move(queue_.front());
      queue_.pop_front();
      if (stopping_) job.cancelled->store(true);
    }
    run(job);
    ran = true;
  }
}

void JobRunner::loop() {
  for (;;) {
    Job job;
    {
      sys::UniqueLock lock(mu_);
      cv_.wait(lock, [&] { return !queue_.empty() || stopping_; });
      if (queue_.empty()) return;  // stopping, nothing left to answer
      job = std::move(queue_.front());
      queue_.pop_front();
      if (stopping_) job.cancelled->store(true);
    }
    run(job);
  }
}

void JobRunner::run(Job& job) {
  job.work(*job.cancelled);
  sys::Lock lock(mu_);
  auto it = live_.find(job.key);
  if (it != live_.end() && it->second.cancelled == job.cancelled) live_.erase(it);
}

}  // namespace fxl
